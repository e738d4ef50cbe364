/** The left arm's shoulder, elbow and wrist as x, y pairs; the right arm mirrors it about x = 150. */
export type ArmPoints = readonly [number, number, number, number, number, number];

/** A figure's arms: round-capped sleeves from shoulder to wrist, then a hand a little below each wrist. */
export function arms(
  [sx, sy, ex, ey, wx, wy]: ArmPoints,
  sleeve: { width: number; colour: string },
  hand: { y: number; r: number; skin: string },
): string {
  const arm = (x: (v: number) => number) =>
    `<path d="M${x(sx)} ${sy}L${x(ex)} ${ey}L${x(wx)} ${wy}" stroke="${sleeve.colour}" ` +
    `stroke-width="${sleeve.width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const handAt = (x: number) => `<circle cx="${x}" cy="${hand.y}" r="${hand.r}" fill="${hand.skin}"/>`;
  return arm((v) => v) + arm((v) => 300 - v) + handAt(wx) + handAt(300 - wx);
}
