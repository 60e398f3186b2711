/**
 * Integer rounding for money in minor units. Fractions are computed as exact
 * integer ratios where possible so that 10.5 cents never turns into 10.4999.
 */

/**
 * numerator / denominator rounded half up to an integer. "Half up" is taken as
 * half away from zero, so a refund rounds the same way as the sale it reverses.
 * Both arguments should be integers; the denominator must not be 0.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('Division by zero')
  const negative = numerator < 0 !== denominator < 0
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  const rounded = Math.floor((2 * n + d) / (2 * d))
  return negative && rounded !== 0 ? -rounded : rounded
}

/** Round a number of minor units to a whole minor unit, half away from zero. */
export function roundMinor(value: number): number {
  // Scale by a million so ordinary float noise (x.4999999) cannot flip the result.
  return divideRoundHalfUp(Math.round(value * 1_000_000), 1_000_000)
}
