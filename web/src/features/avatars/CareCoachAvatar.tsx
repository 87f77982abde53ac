import {
  CareCoachAvatarNames,
  resolveCareCoachAvatar,
  type CareCoachAvatarIdValue,
} from '@tend/contracts';
import { avatarColours, avatarFeatures, type AvatarColours } from '../../app/palette';

type Hair = 'silver' | 'curly' | 'bob' | 'wavy' | 'short' | 'braids' | 'bun' | 'side';

interface Look extends AvatarColours {
  hairStyle: Hair;
  beard?: boolean;
}

/** The eight care coach illustrations (names in CareCoachAvatarNames), drawn as small inline SVGs. */
const LOOKS: Record<CareCoachAvatarIdValue, Look> = {
  default: { ...avatarColours.default, hairStyle: 'silver' },
  black_female: { ...avatarColours.black_female, hairStyle: 'curly' },
  asian_female: { ...avatarColours.asian_female, hairStyle: 'bob' },
  latino_female: { ...avatarColours.latino_female, hairStyle: 'wavy' },
  asian_male: { ...avatarColours.asian_male, hairStyle: 'short' },
  american_indian_female: { ...avatarColours.american_indian_female, hairStyle: 'braids' },
  indian_female: { ...avatarColours.indian_female, hairStyle: 'bun' },
  indian_male: { ...avatarColours.indian_male, hairStyle: 'side', beard: true },
};

function HairBack({ look }: { look: Look }) {
  const { hair, hairStyle } = look;
  switch (hairStyle) {
    case 'curly':
      return (
        <g fill={hair}>
          <circle cx="50" cy="36" r="25" />
          <circle cx="30" cy="44" r="12" />
          <circle cx="70" cy="44" r="12" />
        </g>
      );
    case 'bob':
      return <path d="M24 46c0-18 11-28 26-28s26 10 26 28v16H24z" fill={hair} />;
    case 'wavy':
      return (
        <path
          d="M23 44c0-17 12-27 27-27s27 10 27 27c0 12 4 20 2 30H21c-2-10 2-18 2-30z"
          fill={hair}
        />
      );
    case 'braids':
      return (
        <g fill={hair}>
          <path d="M26 44c0-16 11-26 24-26s24 10 24 26v6H26z" />
          <rect x="24" y="46" width="8" height="34" rx="4" />
          <rect x="68" y="46" width="8" height="34" rx="4" />
        </g>
      );
    case 'bun':
      return (
        <g fill={hair}>
          <circle cx="50" cy="16" r="9" />
          <path d="M27 44c0-15 10-24 23-24s23 9 23 24v4H27z" />
        </g>
      );
    case 'silver':
    case 'short':
    case 'side':
      return null;
  }
}

function HairFront({ look }: { look: Look }) {
  const { hair, hairStyle } = look;
  switch (hairStyle) {
    case 'silver':
      return <path d="M31 40c1-12 9-19 19-19s18 7 19 19c-6-6-12-8-19-8s-13 2-19 8z" fill={hair} />;
    case 'short':
      return <path d="M31 40c0-13 8-20 19-20s19 7 19 20c-4-5-10-7-19-7s-15 2-19 7z" fill={hair} />;
    case 'side':
      return <path d="M31 41c0-13 8-21 19-21s19 8 19 21c-8-9-20-9-30-5-3 1-6 3-8 5z" fill={hair} />;
    case 'bob':
      return <path d="M31 38c2-10 9-15 19-15s17 5 19 15c-10-2-22-3-38 0z" fill={hair} />;
    case 'curly':
    case 'wavy':
    case 'braids':
    case 'bun':
      return <path d="M31 40c1-11 9-17 19-17s18 6 19 17c-6-4-12-6-19-6s-13 2-19 6z" fill={hair} />;
  }
}

export function CareCoachAvatar({
  id,
  size = 72,
  decorative = false,
}: {
  id: string | null | undefined;
  size?: number;
  /** True when a visible name sits next to it. */
  decorative?: boolean;
}) {
  const avatarId = resolveCareCoachAvatar(id);
  const look = LOOKS[avatarId];
  const name = CareCoachAvatarNames[avatarId];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : `${name}, care coach`}
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={look.background} />
      <HairBack look={look} />
      <path d="M18 100c2-18 15-28 32-28s30 10 32 28z" fill={look.top} />
      <rect x="44" y="60" width="12" height="14" rx="5" fill={look.skin} />
      <ellipse cx="50" cy="46" rx="18" ry="20" fill={look.skin} />
      <HairFront look={look} />
      {look.beard ? (
        <path d="M34 50c2 12 8 17 16 17s14-5 16-17c-4 5-9 7-16 7s-12-2-16-7z" fill={look.hair} />
      ) : null}
      <circle cx="43" cy="47" r="2" fill={avatarFeatures.eyes} />
      <circle cx="57" cy="47" r="2" fill={avatarFeatures.eyes} />
      <path
        d="M44 56c3 3 9 3 12 0"
        stroke={avatarFeatures.mouth}
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
