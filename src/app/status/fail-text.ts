import { msg } from '@lingui/core/macro'

/**
 * The spec's failure text (000 and 001 §8: reservation and spa actions, the channel sync):
 * "FAIL.", one message translated like the guest pages' (srb NEUSPEH., cro NEUSPJEH.). In the
 * staff catalog, so every back-office screen has it.
 */
export const FAIL_TEXT = msg`FAIL.`
