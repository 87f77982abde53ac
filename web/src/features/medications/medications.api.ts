import type { RouteBody } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

type InCircle = { recipientId: string };
type OnMedication = InCircle & { medicationId: string };
const circle = ({ recipientId }: InCircle) => ({ params: { id: recipientId } });
const medication = ({ recipientId, medicationId }: OnMedication) => ({
  params: { id: recipientId, medicationId },
});

// Its tags are added here, in the medicines' chunk, not in the first download's api.ts.
const medicationsTagged = api.enhanceEndpoints({
  addTagTypes: ['Medications', 'MedicationHistory', 'Doses', 'CoachMedicines'],
});

/** The recipient's medicines and doses (services/care-circle through the gateway), per recipient. */
export const medicationsApi = medicationsTagged.injectEndpoints({
  endpoints: (build) => ({
    listMedications: build.query({
      ...routeQuery('listMedications', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'Medications', id: recipientId }],
    }),
    createMedication: build.mutation({
      ...routeMutation(
        'createMedication',
        (arg: InCircle & { medication: RouteBody<'createMedication'> }) => ({
          ...circle(arg),
          body: arg.medication,
        }),
      ),
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'Medications', id: recipientId },
        { type: 'Doses', id: recipientId },
      ],
    }),
    updateMedication: build.mutation({
      ...routeMutation(
        'updateMedication',
        (arg: OnMedication & { changes: RouteBody<'updateMedication'> }) => ({
          ...medication(arg),
          body: arg.changes,
        }),
      ),
      invalidatesTags: (_r, _e, { recipientId, medicationId }) => [
        { type: 'Medications', id: recipientId },
        { type: 'MedicationHistory', id: medicationId },
        { type: 'Doses', id: recipientId },
      ],
    }),
    medicationHistory: build.query({
      ...routeQuery('medicationHistory', medication),
      providesTags: (_r, _e, { medicationId }) => [{ type: 'MedicationHistory', id: medicationId }],
    }),
    listDoses: build.query({
      ...routeQuery('listDoses', (arg: InCircle & { day?: string }) => ({
        ...circle(arg),
        query: arg.day ? { day: arg.day } : {},
      })),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'Doses', id: recipientId }],
    }),
    logDose: build.mutation({
      ...routeMutation('logDose', (arg: InCircle & { dose: RouteBody<'logDose'> }) => ({
        ...circle(arg),
        body: arg.dose,
      })),
      // A dose given takes from the supply on hand: the list's count changes too.
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'Doses', id: recipientId },
        { type: 'Medications', id: recipientId },
      ],
    }),
    /** The owner's audit: every read is new, so it is asked again each time the screen opens. */
    healthAudit: build.query({
      ...routeQuery('healthAudit', circle),
    }),
    /** Whether the coach may use the medicine list (the owner's switch). */
    coachMedicines: build.query({
      ...routeQuery('coachMedicines', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'CoachMedicines', id: recipientId }],
    }),
    setCoachMedicines: build.mutation({
      ...routeMutation('setCoachMedicines', (arg: InCircle & { on: boolean }) => ({
        ...circle(arg),
        body: { coachUsesMedicines: arg.on },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'CoachMedicines', id: recipientId }],
    }),
  }),
});

export const {
  useListMedicationsQuery,
  useCreateMedicationMutation,
  useUpdateMedicationMutation,
  useMedicationHistoryQuery,
  useListDosesQuery,
  useLogDoseMutation,
  useHealthAuditQuery,
  useCoachMedicinesQuery,
  useSetCoachMedicinesMutation,
} = medicationsApi;
