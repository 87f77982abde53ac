import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, aTask, brother, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import RecipientPage from './RecipientPage';

const base = `/api/recipients/${recipientId}`;

function renderAs(role: CircleRole, section: string, more: Record<string, object> = {}) {
  return renderWithProviders(<RecipientPage />, {
    route: `/recipients/${recipientId}/${section}`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/invitations`]: { json: [] },
      [`GET ${base}/tasks`]: { json: [aTask()] },
      [`GET ${base}/updates`]: { json: [] },
      'GET /api/recipients': {
        json: [
          {
            id: recipientId,
            name: 'Dad',
            relationship: 'parent',
            conditions: ['dementia'],
            insuranceType: 'medicare',
          },
        ],
      },
      ...more,
    },
  });
}

describe("a recipient's page", () => {
  it('lets the owner invite, change roles and see who is pending', async () => {
    renderAs('owner', 'circle', {
      [`GET ${base}/invitations`]: {
        json: [
          {
            id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
            email: 'luis@example.com',
            role: 'family',
            inviterName: 'Dana Rivera',
            status: 'pending',
            createdAt: '2026-11-20T12:00:00.000Z',
            expiresAt: '2026-11-27T12:00:00.000Z',
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.getByLabelText(`Role of ${brother.name}`)).toBeInTheDocument();
    expect(await screen.findByText('luis@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it("never shows a helper the circle's management nor the recipient's health", async () => {
    const { http } = renderAs('helper', 'circle');
    expect(await screen.findByText(brother.name)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for an answer')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText(/kept by the person who leads/)).toBeInTheDocument();
    expect(screen.queryByText('Dementia')).not.toBeInTheDocument();
    expect(http.calls('GET /api/recipients')).toHaveLength(0);
    expect(http.calls(`GET ${base}/invitations`)).toHaveLength(0);
  });

  it('shows the owner the care details in the profile', async () => {
    renderAs('owner', 'profile');
    expect(await screen.findByText('Dementia')).toBeInTheDocument();
  });

  it("lets a helper take an open task, in the helper's own time zone, but not add one", async () => {
    const { http } = renderAs('helper', 'tasks', {
      [`POST ${base}/tasks/${aTask().id}/take`]: {
        json: aTask({ assignee: { userId: you.id, name: 'Dana Rivera' } }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Drive Dad to neurology' });
    // 20:30 UTC is 3:30 PM in New York, her own time zone (the circle plans in Chicago).
    expect(within(card).getByText(/3:30\sPM/)).toBeInTheDocument();
    expect(within(card).getByText('No one has this yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a task' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: "I'll take it" }));
    await waitFor(() =>
      expect(http.calls(`POST ${base}/tasks/${aTask().id}/take`)).toHaveLength(1),
    );
  });

  it('opens the task a notification points at', async () => {
    renderAs('family', `tasks/${aTask().id}`);
    const cards = await screen.findAllByRole('article', { name: 'Drive Dad to neurology' });
    expect(cards[0]).toHaveClass('task-card--highlighted');
  });

  it('says in a sentence what is wrong with a new task, and sends nothing', async () => {
    const { http } = renderAs('organizer', 'tasks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a task' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    expect(
      await screen.findByText('Please give the task a name of up to 120 characters.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Every week'));
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(
      await screen.findByText('Please choose at least one day of the week.'),
    ).toBeInTheDocument();
    expect(http.calls(`POST ${base}/tasks`)).toHaveLength(0);
  });

  it('sends a weekly task with its days, place and an open assignee', async () => {
    const { http } = renderAs('owner', 'tasks', {
      [`POST ${base}/tasks`]: { status: 201, json: aTask() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a task' }));
    fireEvent.change(await screen.findByLabelText('What needs doing'), {
      target: { value: 'Bring groceries' },
    });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText('Place (optional)'), { target: { value: 'Home' } });
    fireEvent.click(screen.getByLabelText('Every week'));
    fireEvent.click(screen.getByLabelText('Tue'));
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(http.calls(`POST ${base}/tasks`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/tasks`)[0].body).toMatchObject({
      title: 'Bring groceries',
      startsAt: '2026-12-01T17:00',
      place: 'Home',
      recurrence: { frequency: 'weekly', weekdays: ['TU'] },
      assigneeUserId: null,
    });
  });

  it('lets a helper read and heart updates but not post one', async () => {
    renderAs('helper', 'updates', {
      [`GET ${base}/updates`]: {
        json: [
          {
            id: '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b',
            author: brother,
            text: 'Dad slept well.',
            createdAt: '2026-11-26T12:00:00.000Z',
            hearts: 1,
            heartedByYou: false,
            comments: [],
            file: null,
          },
        ],
      },
    });
    expect(await screen.findByText('Dad slept well.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1 heart/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post update' })).not.toBeInTheDocument();
  });

  it('says in a sentence that an empty update cannot be posted', async () => {
    const { http } = renderAs('family', 'updates');
    fireEvent.click(await screen.findByRole('button', { name: 'Post update' }));
    expect(
      await screen.findByText('Please write an update of 1 to 2000 characters.'),
    ).toBeInTheDocument();
    expect(http.calls(`POST ${base}/updates`)).toHaveLength(0);
  });

  it('lets family add a photo, see and remove it, then post an update with a PDF', async () => {
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    URL.createObjectURL = jest.fn(() => 'blob:local-photo');
    URL.revokeObjectURL = jest.fn();
    try {
      const { http } = renderAs('family', 'updates', {
        [`POST ${base}/updates/files`]: {
          status: 201,
          json: {
            fileId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
            name: 'Discharge notes.pdf',
            contentType: 'application/pdf',
            size: 8,
            photo: false,
          },
        },
        [`POST ${base}/updates`]: { status: 201, json: {} },
      });
      const picker = await screen.findByTestId('update-file-input');
      expect(picker).toHaveAttribute('accept', 'image/*,application/pdf');
      expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();

      const choose = (file: File) => fireEvent.change(picker, { target: { files: [file] } });
      choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(
        await screen.findByText('Please add a photo (JPEG, PNG, WebP or HEIC) or a PDF.'),
      ).toBeInTheDocument();
      const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
      Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
      choose(huge);
      expect(
        await screen.findByText('Please select a file smaller than 10 MB.'),
      ).toBeInTheDocument();

      choose(new File(['png'], 'garden.png', { type: 'image/png' }));
      expect(await screen.findByAltText('The photo you are adding')).toHaveAttribute(
        'src',
        'blob:local-photo',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Remove garden.png' }));
      expect(screen.queryByAltText('The photo you are adding')).not.toBeInTheDocument();

      fireEvent.change(screen.getByLabelText('How is Dad doing?'), {
        target: { value: 'The discharge papers.' },
      });
      fireEvent.change(screen.getByTestId('update-file-input'), {
        target: {
          files: [new File(['%PDF-1.4'], 'Discharge notes.pdf', { type: 'application/pdf' })],
        },
      });
      expect(await screen.findByText('Discharge notes.pdf')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
      await waitFor(() => expect(http.calls(`POST ${base}/updates`)).toHaveLength(1));
      const [upload] = http.calls(`POST ${base}/updates/files`);
      expect(upload?.url).toBe(`${base}/updates/files?name=Discharge+notes.pdf`);
      expect(upload?.headers['content-type']).toBe('application/pdf');
      expect(http.calls(`POST ${base}/updates`)[0]?.body).toEqual({
        text: 'The discharge papers.',
        fileId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
      });
    } finally {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    }
  });

  it('shows a file of the feed as a link with its name', async () => {
    renderAs('helper', 'updates', {
      [`GET ${base}/updates`]: {
        json: [
          {
            id: '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b',
            author: brother,
            text: 'The discharge papers.',
            createdAt: '2026-11-26T12:00:00.000Z',
            hearts: 0,
            heartedByYou: false,
            comments: [],
            file: {
              name: 'Discharge notes.pdf',
              contentType: 'application/pdf',
              size: 8,
              photo: false,
            },
          },
        ],
      },
    });
    expect(await screen.findByRole('link', { name: 'Discharge notes.pdf' })).toHaveAttribute(
      'href',
      `${base}/updates/7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b/file`,
    );
  });

  it('tells someone not in the circle that it cannot be found', async () => {
    renderAs('owner', 'tasks', {
      [`GET ${base}/circle`]: {
        status: 404,
        json: { message: 'We could not find that care circle.' },
      },
    });
    expect(await screen.findByText('Care circle not found')).toBeInTheDocument();
  });
});
