// Where the hash strip draws its markers: lanes so labels do not overlap, hot keys along
// the top of the strip, shard keys along the bottom. Pure; pixels in, pixels out.
import { assignLanes, type PlacedDot } from './geometry';
import type { Marker } from './markers';

export type PlacedMarker = PlacedDot & { endAnchor: boolean };

/** Labels near the right edge end at their marker. */
const END_ROOM = 200;

export function placeMarkers(markers: readonly Marker[], plotW: number, top: number, height: number): PlacedMarker[] {
  const xs = markers.map((m) => m.dot.fraction * plotW);
  const labels = markers.map((m, i) => {
    const x = xs[i] as number;
    if (m.kind === 'shard') return { x0: x - 11, w: 22 };
    const w = m.label.length * 6.9 + 16;
    return x > plotW - END_ROOM ? { x0: x - w, w } : { x0: x - 8, w };
  });
  const hot = markers.map((m) => m.kind === 'hot');
  const hotLanes = assignLanes(labels.filter((_, i) => hot[i]), 3);
  const shardLanes = assignLanes(labels.filter((_, i) => !hot[i]), 3);
  let h = 0;
  let sh = 0;
  return markers.map((m, i) => {
    const x = xs[i] as number;
    if (m.kind === 'hot') {
      const lane = hotLanes[h++] ?? 0;
      return { dot: m.dot, x, y: top + 8 + lane * 16, r: 7, endAnchor: x > plotW - END_ROOM };
    }
    const lane = shardLanes[sh++] ?? 0;
    return { dot: m.dot, x, y: top + height - 4 - lane * 17, r: 5.5, endAnchor: false };
  });
}
