import type { AltchaChallenge } from '../src/constants';

export type { AltchaChallenge };

/** What the widget submits, before base64. */
export interface AltchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The payload keeps the challenge's algorithm type (altcha-lib's `Payload` names the algorithms it knows). */
export function altchaPayload<A extends string>(challenge: AltchaChallenge & { algorithm: A }): AltchaPayload & { algorithm: A };
export function solveAltcha(challenge: AltchaChallenge): string;
