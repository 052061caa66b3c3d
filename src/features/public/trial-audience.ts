export type TrialAudience = 'business' | 'guest'

/** Who reads the trial-expired page: guests when the link says so, staff otherwise. */
export function trialAudience(param: string | null): TrialAudience {
  return param === 'guest' ? 'guest' : 'business'
}
