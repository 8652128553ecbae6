import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config.js';

/**
 * Signed playback URLs for uploaded videos (issue 13 "Videos"). A `<video>` element loads its source itself and
 * cannot send the Authorization header, so GET /videos/{id}/playback hands out a URL with a token that names one
 * video and the caller's session. The stream route checks the token, then the session as every request does
 * (modules/auth/sessions.ts): signing out, deactivation or losing the helpdesk subsystem stops playback at the
 * next range request. The audience keeps playback tokens and session tokens apart: neither is accepted as the
 * other.
 */

const ALGORITHM = 'HS256';
const AUDIENCE = 'video-playback';
/** How long a playback URL works: long enough for a long video with pauses, short enough to be worthless later. */
export const PLAYBACK_TTL_SECONDS = 4 * 60 * 60;

const keyOf = (config: Pick<AppConfig, 'jwtSecret'>) => new TextEncoder().encode(config.jwtSecret);

/** What a playback token carries: the video, the session it was handed to, and its times (seconds). */
export interface PlaybackClaims {
  videoId: number;
  sid: string;
  iat: number;
  exp: number;
}

/** Signs a playback token for video `videoId` and session `sid`; returns it with its expiry. */
export async function signPlaybackToken(
  config: Pick<AppConfig, 'jwtSecret'>,
  videoId: number,
  sid: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + PLAYBACK_TTL_SECONDS;
  const token = await new SignJWT({ vid: videoId, sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(config));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Verifies a playback token (signature, audience, expiry); returns its claims, or null (never throws). */
export async function verifyPlaybackToken(
  config: Pick<AppConfig, 'jwtSecret'>,
  token: string,
): Promise<PlaybackClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    const { vid, sid, iat, exp } = payload;
    if (
      typeof vid !== 'number' ||
      typeof sid !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    )
      return null;
    return { videoId: vid, sid, iat, exp };
  } catch {
    return null;
  }
}
