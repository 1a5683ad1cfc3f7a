// Reading the engine's hash positions (16 hex digits) as places along the drawn hash
// axis. The engine computes every position; this only turns its text into a fraction.

/** 16 hex digits → [0, 1]: where the position sits along the hash space. */
export function hexFraction(hex: string): number {
  if (!/^[0-9a-fA-F]{1,16}$/.test(hex)) throw new Error(`not a 64-bit hash position: ${JSON.stringify(hex)}`);
  return Number(BigInt(`0x${hex}`)) / 2 ** 64;
}

/** The fraction just after an inclusive range end (HashRangeEnd): 1 for the last position. */
export function endFraction(hex: string): number {
  const end = BigInt(`0x${hex}`);
  return end === (1n << 64n) - 1n ? 1 : Number(end + 1n) / 2 ** 64;
}

/** A stable vertical lane in [0, 1) from a position's low 16 bits, to spread dots. */
export function laneOf(hex: string): number {
  return parseInt(hex.slice(-4), 16) / 65536;
}
