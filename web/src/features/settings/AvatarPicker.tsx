import { CheckCircleFilled } from '@ant-design/icons';
import {
  CARE_COACH_AVATAR_IDS,
  CareCoachAvatarNames,
  resolveCareCoachAvatar,
  type CareCoachAvatarIdValue,
} from '@tend/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { profileApi, useGetProfileQuery, useUpdateProfileMutation } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';

/** Eight choices in a radio group (2 columns, 4 on wide screens), disabled while saving. */
export function AvatarPicker() {
  const { data: profile } = useGetProfileQuery();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [pending, setPending] = useState<CareCoachAvatarIdValue | null>(null);
  const toast = useToast();
  const t = useT();
  const dispatch = useAppDispatch();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = pending ?? resolveCareCoachAvatar(profile?.careCoachAvatar);

  const choose = async (id: CareCoachAvatarIdValue) => {
    if (isLoading || id === current) return;
    setPending(id);
    try {
      await updateProfile({ careCoachAvatar: id }).unwrap();
      // Keep the new choice shown while the profile is fetched again (no flicker back).
      dispatch(
        profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
          if (draft) draft.careCoachAvatar = id;
        }),
      );
      toast({
        title: t('settings.avatar.updated.title'),
        description: t('settings.avatar.updated.text'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('settings.updateFailed'),
        description: t('settings.avatar.failed.text'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  // Arrow keys move between choices, as in any radio group.
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + CARE_COACH_AVATAR_IDS.length) % CARE_COACH_AVATAR_IDS.length;
    refs.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('settings.avatar.label')}
      className="avatar-grid"
      aria-busy={isLoading}
    >
      {CARE_COACH_AVATAR_IDS.map((id, index) => {
        const selected = id === current;
        return (
          <button
            key={id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            disabled={isLoading}
            className={`avatar-choice${selected ? ' avatar-choice--selected' : ''}`}
            onClick={() => void choose(id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <CareCoachAvatar id={id} size={64} decorative />
            <span className="avatar-choice__name">{CareCoachAvatarNames[id]}</span>
            {selected ? <CheckCircleFilled className="avatar-choice__check" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}
