import type { Circle, CircleMember, MemberRole } from '@tend/contracts';
import { Select } from 'antd';
import { useAuth } from '../auth/use-auth';
import { useT } from '../../i18n/LanguageProvider';
import { canBecomeOwner, can, MEMBER_ROLES } from './circle-roles';
import {
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
} from './circle.api';
import { InviteForm } from './InviteForm';
import { LeaveCircle } from './LeaveCircle';
import { MySettingsForm } from './MySettingsForm';
import { PendingInvitations } from './PendingInvitations';
import { ConfirmButton } from './ConfirmButton';
import { useCircleAction } from './use-circle-action';

/**
 * The circle: its members and their roles, and your own settings in it; the owner manages the
 * members, owner and organizers invite, the others may leave.
 */
export function CircleSection({ circle }: { circle: Circle }) {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="circle-sections">
      <section aria-labelledby="circle-members-title" className="circle-section">
        <h2 id="circle-members-title" className="section-title">
          {t('circle.members.title')}
        </h2>
        <ul className="circle-list">
          {circle.members.map((member) => (
            <MemberRow
              key={member.userId}
              circle={circle}
              member={member}
              isYou={member.userId === user?.id}
            />
          ))}
        </ul>
        <p className="muted">{t(`circle.roleHelp.${circle.yourRole}`)}</p>
      </section>
      <MySettingsForm circle={circle} />
      {can.invite(circle.yourRole) ? (
        <>
          <InviteForm circle={circle} />
          <PendingInvitations recipientId={circle.recipientId} />
        </>
      ) : null}
      <LeaveCircle circle={circle} />
    </div>
  );
}

function MemberRow({
  circle,
  member,
  isYou,
}: {
  circle: Circle;
  member: CircleMember;
  isYou: boolean;
}) {
  const t = useT();
  const run = useCircleAction();
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove] = useRemoveMemberMutation();
  const [transfer] = useTransferOwnershipMutation();
  const recipientId = circle.recipientId;
  const manages = can.manageMembers(circle.yourRole) && member.role !== 'owner';
  const name = isYou ? t('circle.members.you', { name: member.name }) : member.name;

  return (
    <li className="circle-card circle-member" data-testid="circle-member">
      <div className="circle-member__who">
        <strong>{name}</strong>
        <span className="muted">{t(`circle.role.${member.role}`)}</span>
      </div>
      {manages ? (
        <div className="circle-member__actions">
          <Select<MemberRole>
            aria-label={t('circle.members.changeRole', { name: member.name })}
            value={member.role as MemberRole}
            options={MEMBER_ROLES.map((role) => ({ value: role, label: t(`circle.role.${role}`) }))}
            onChange={(role) =>
              void run(
                () => changeRole({ recipientId, userId: member.userId, role }).unwrap(),
                t('circle.members.roleChanged', { name: member.name }),
              )
            }
          />
          {canBecomeOwner(member.role) ? (
            <ConfirmButton
              question={t('circle.members.transferConfirm', { name: member.name })}
              yes={t('circle.members.transfer')}
              onConfirm={() =>
                run(
                  () => transfer({ recipientId, newOwnerUserId: member.userId }).unwrap(),
                  t('circle.members.transferred', { name: member.name }),
                )
              }
            >
              {t('circle.members.transfer')}
            </ConfirmButton>
          ) : null}
          <ConfirmButton
            question={t('circle.members.removeConfirm', { name: member.name })}
            yes={t('circle.members.remove')}
            danger
            onConfirm={() =>
              run(
                () => remove({ recipientId, userId: member.userId }).unwrap(),
                t('circle.members.removed', { name: member.name }),
              )
            }
          >
            {t('circle.members.remove')}
          </ConfirmButton>
        </div>
      ) : null}
    </li>
  );
}
