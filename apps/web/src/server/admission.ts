/**
 * Bounded work under load: at most `maxActive` requests are served at once, up to `maxQueued`
 * more wait their turn (each at most `maxWaitMs`), and anything beyond is refused at once so
 * the caller can answer 503 with Retry-After — instead of accepting without bound until the
 * process stalls and connections are reset.
 */
export interface AdmissionLimits {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
}

export type Release = () => void;

export class Admission {
  #active = 0;
  readonly #waiting: Array<{ admit: (release: Release) => void; timer: NodeJS.Timeout }> = [];

  constructor(readonly limits: AdmissionLimits) {}

  get active(): number {
    return this.#active;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  /** A release function once admitted, or undefined when the queue is full or the wait ran out. */
  enter(): Promise<Release | undefined> {
    if (this.#active < this.limits.maxActive) return Promise.resolve(this.#admit());
    if (this.#waiting.length >= this.limits.maxQueued) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const entry = {
        admit: (release: Release) => resolve(release),
        timer: setTimeout(() => {
          const index = this.#waiting.indexOf(entry);
          if (index !== -1) this.#waiting.splice(index, 1);
          resolve(undefined);
        }, this.limits.maxWaitMs),
      };
      this.#waiting.push(entry);
    });
  }

  #admit(): Release {
    this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      const next = this.#waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(this.#admit());
      }
    };
  }
}
