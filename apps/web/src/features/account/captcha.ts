/**
 * The captcha token for a protected POST (login, sign-up, code request, reset), solved
 * invisibly on submit. docs/product.md §4: wait for the challenge solver to be ready, polling every
 * 200 ms up to 300 times; the action defaults to 'submit'. docs/product.md §8: when it never becomes
 * ready, warn and continue with an empty token (the API then answers with its captcha
 * message); when getting a token fails, warn with the error message and continue empty.
 * A login for an account with many recent failed sign-ins needs a `hard` challenge
 * (docs/decisions/014); the login form asks for one when the API says so.
 */
import { ENDPOINTS, type CaptchaLevel } from '@kestrel/domain';
import { CHALLENGE_POLL_MS, CHALLENGE_POLL_TRIES } from '@kestrel/domain/constants';
import { api } from '@/lib/api/browser';
import { pollUntil, solveAltcha, type SolveChallenge } from './captcha-solver';

/** docs/product.md §8's warning, verbatim (trailing space included). */
export const CAPTCHA_NOT_READY_WARNING = 'can load recaptcha, please refresh the page. ';

let solver: SolveChallenge | undefined;
let loadFailed = false;
let loading: Promise<void> | undefined;

/**
 * Starts loading the solver in the background. Forms call it when they mount, so it is
 * ready by the time the visitor submits; pages without a form never download it.
 */
export function prepareCaptcha(): void {
  loading ??= import('altcha-lib').then(
    (module) => {
      solver = module.solveChallenge;
    },
    () => {
      loadFailed = true;
    },
  );
}

/** Solves one challenge of `level`; '' when that is not possible (warned as docs/product.md §8 says). */
async function solveOnce(action: string, level: CaptchaLevel = 'normal'): Promise<string> {
  prepareCaptcha();
  const ready = await pollUntil(
    () => solver !== undefined,
    CHALLENGE_POLL_MS,
    CHALLENGE_POLL_TRIES,
    () => loadFailed,
  );
  if (!ready || !solver) {
    console.warn(CAPTCHA_NOT_READY_WARNING);
    return '';
  }
  try {
    const query = level === 'normal' ? { action } : { action, level };
    const challenge = await api.call(ENDPOINTS.captchaChallenge, { query, quiet: true });
    return await solveAltcha(challenge, solver);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    return '';
  }
}

// A solution solved ahead (when the visitor starts on a form), used by the next submit.
// The API's challenges live 10 minutes; an older solution is not offered.
const SOLVED_AHEAD_MAX_AGE_MS = 8 * 60_000;
let solvedAhead: { token: string; at: number } | undefined;
let solvingAhead: Promise<void> | undefined;

/**
 * Starts solving a challenge in the background, so the submit does not wait for the proof
 * of work. Forms call it when they first get focus.
 */
export function prefetchCaptcha(): void {
  if (solvedAhead || solvingAhead) return;
  solvingAhead = solveOnce('submit').then((token) => {
    if (token) solvedAhead = { token, at: Date.now() };
    solvingAhead = undefined;
  });
}

/**
 * A captcha token for `action` (each token is used once), or '' when none could be had. A
 * `hard` one (asked for by an answer with CAPTCHA_HARDER_CODE) is solved afresh: it takes about
 * ten times the work, so the form says so while it runs.
 */
export async function captchaToken(action = 'submit', level: CaptchaLevel = 'normal'): Promise<string> {
  if (level === 'hard') return solveOnce(action, level);
  if (solvingAhead) await solvingAhead;
  const ahead = solvedAhead;
  solvedAhead = undefined;
  if (ahead && Date.now() - ahead.at < SOLVED_AHEAD_MAX_AGE_MS) return ahead.token;
  return solveOnce(action);
}
