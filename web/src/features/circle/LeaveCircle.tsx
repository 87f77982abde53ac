import type { Circle } from '@tend/contracts';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';
import { useAuth } from '../auth/use-auth';
import { useLeaveCircleMutation } from './circle.api';
import { ConfirmButton } from './ConfirmButton';
import { useCircleAction } from './use-circle-action';

/**
 * "Leave this circle": any member but the owner leaves (care-circle removes them by their own id
 * and opens their tasks to the others), then goes Home. The owner is told to hand it over first,
 * as care-circle refuses an owner who leaves.
 */
export function LeaveCircle({ circle }: { circle: Circle }) {
  const t = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const run = useCircleAction();
  const [leaveCircle] = useLeaveCircleMutation();
  const name = circle.recipientName;

  if (circle.yourRole === 'owner')
    return <p className="muted circle-leave">{t('circle.leave.owner')}</p>;
  if (!user) return null;

  const leave = async () => {
    const left = await run(
      () => leaveCircle({ recipientId: circle.recipientId, userId: user.id }).unwrap(),
      t('circle.leave.done', { name }),
    );
    if (left) void navigate('/', { replace: true });
  };

  return (
    <div className="circle-leave">
      <ConfirmButton
        question={t('circle.leave.question', { name })}
        detail={t('circle.leave.detail')}
        yes={t('circle.leave.yes')}
        danger
        onConfirm={leave}
      >
        {t('circle.leave')}
      </ConfirmButton>
    </div>
  );
}
