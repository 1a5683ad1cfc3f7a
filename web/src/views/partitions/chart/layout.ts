// The partition chart's fixed vertical layout: four bar rows, then the hash strip.

export const GUTTER_L = 138;
export const GUTTER_R = 78;
export const HEAD_H = 46;
/** Room above the tallest bar for its value label. */
export const LABEL_ROOM = 15;
export const STRIP_H = 128;
export const DENSITY_H = 26;
/** Labels only where there is room for them. */
export const MIN_LABEL_W = 46;
const ITEMS_H = 52;
const SIZE_H = 52;
const DEMAND_H = 92;
const ROW_GAP = 12;
const STRIP_GAP = 26;
const AXIS_H = 28;

export interface Row {
  key: string;
  top: number;
  height: number;
}

export interface ChartLayout {
  rows: Record<'items' | 'size' | 'reads' | 'writes', Row>;
  stripTop: number;
  /** The band of the strip the key dots sit in. */
  dotsTop: number;
  dotsH: number;
  total: number;
}

function rowsLayout(): ChartLayout {
  let y = HEAD_H;
  const mk = (key: string, h: number): Row => {
    const r = { key, top: y, height: h };
    y += h + ROW_GAP;
    return r;
  };
  const rows = { items: mk('items', ITEMS_H), size: mk('size', SIZE_H), reads: mk('reads', DEMAND_H), writes: mk('writes', DEMAND_H) };
  const stripTop = y - ROW_GAP + STRIP_GAP;
  return { rows, stripTop, dotsTop: stripTop + 10, dotsH: STRIP_H - DENSITY_H - 18, total: stripTop + STRIP_H + AXIS_H };
}

export const LAYOUT = rowsLayout();
