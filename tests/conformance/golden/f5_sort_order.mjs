// F5: sort order — S by UTF-8 bytes, N numerically (full range), B by unsigned bytes;
// forward, reverse, reverse with Limit and ExclusiveStartKey; LSI order and comparisons.
// Reference §1.1-§1.3, §3.1, §3.3.
import { S, N, B, rangeTable, rangeNTable, rangeBTable, put, ok, q } from './fixtures.mjs';

// ---- strings: UTF-8 byte order (differs from UTF-16 order for U+E000..U+FFFF vs astral) ----
const strs = ['A', 'a', 'a\u0000', 'aa', 'z', '\u00bf', '\uffff', '\u{10000}', '\u{1F603}'];
const sItem = (s) => ({ a: S('s'), b: S(s) });
const sItems = strs.map(sItem);
const sShuffled = [4, 0, 8, 2, 6, 1, 7, 3, 5].map((i) => sItems[i]);

// ---- numbers: the whole range, normalised on the way out ----
const max = '99999999999999999999999999999999999999' + '0'.repeat(88);         // 9.99…9E+125
const tiny = '0.' + '0'.repeat(129) + '1';                                      // 1E-130
const nums = [                                       // [written, returned]
  ['-9.9999999999999999999999999999999999999E+125', '-' + max],
  ['-1e3', '-1000'],
  ['-100.5', '-100.5'],
  ['-1', '-1'],
  ['-1E-130', '-' + tiny],
  ['-0', '0'],
  ['1E-130', tiny],
  ['0.5', '0.5'],
  ['1', '1'],
  ['10', '10'],
  ['12345678901234567890123456789012345678', '12345678901234567890123456789012345678'],
  ['1.2345678901234567890123456789012345678E+40', '12345678901234567890123456789012345678000'],
  ['9.9999999999999999999999999999999999999E+125', max],
];
const nItem = ([, out]) => ({ a: S('n'), b: N(out) });
const nItems = nums.map(nItem);
const nPuts = [5, 12, 0, 7, 2, 10, 4, 9, 1, 11, 3, 8, 6].map((i) => put('rangeNTable', { a: S('n'), b: N(nums[i][0]) }));

// ---- binary: unsigned bytes, prefixes first ----
const bytes = [[0x00], [0x00, 0x00], [0x01], [0x01, 0x02], [0x02], [0x7f], [0x80], [0xff], [0xff, 0x00], [0xff, 0xff]];
const bItems = bytes.map((x) => ({ a: S('b'), b: B(...x) }));
const bShuffled = [6, 9, 0, 3, 7, 1, 5, 8, 2, 4].map((i) => bItems[i]);

const page = (items, extra = {}) => ok({ Items: items, Count: items.length, ScannedCount: items.length, ...extra });
const rev = (xs) => [...xs].reverse();
const key = (i) => ({ a: i.a, b: i.b });

// ---- LSI (index1: a, c) over strings ----
const l = (b, c) => ({ a: S('l'), b: S(b), c: S(c) });
const lItems = [l('1', 'b'), l('2', 'aa'), l('3', '\u00e9'), l('4', 'B'), l('5', 'a'), l('6', 'ab'), { a: S('l'), b: S('7') }];
const lSorted = [lItems[3], lItems[4], lItems[1], lItems[5], lItems[0], lItems[2]];   // B a aa ab b é

export default {
  group: 'F5 sort order',
  tables: [rangeTable, rangeNTable, rangeBTable],
  setup: [
    ...sShuffled.map((i) => put('rangeTable', i)),
    ...nPuts,
    ...bShuffled.map((i) => put('rangeBTable', i)),
    ...lItems.map((i) => put('rangeTable', i)),
  ],
  cases: [
    { id: 'F5-s-forward', desc: 'strings in UTF-8 byte order (U+FFFF before U+10000)', ref: '§1.1',
      request: q('rangeTable', 'a = :a', { ':a': S('s') }), expect: page(sItems) },
    { id: 'F5-s-reverse', desc: 'strings reversed', ref: '§3.1',
      request: q('rangeTable', 'a = :a', { ':a': S('s') }, { ScanIndexForward: false }), expect: page(rev(sItems)) },
    { id: 'F5-s-reverse-limit', desc: 'strings reversed with Limit', ref: '§3.1',
      request: q('rangeTable', 'a = :a', { ':a': S('s') }, { ScanIndexForward: false, Limit: 3 }),
      expect: page(rev(sItems).slice(0, 3), { LastEvaluatedKey: key(sItems[6]) }) },
    { id: 'F5-s-reverse-esk', desc: 'strings reversed from an ExclusiveStartKey', ref: '§3.3',
      request: q('rangeTable', 'a = :a', { ':a': S('s') }, { ScanIndexForward: false, ExclusiveStartKey: key(sItems[5]) }),
      expect: page(rev(sItems.slice(0, 5))) },
    { id: 'F5-s-gt-bmp', desc: 'sk > U+FFFF includes astral characters', ref: '§1.1',
      request: q('rangeTable', 'a = :a AND b > :b', { ':a': S('s'), ':b': S('\uffff') }), expect: page(sItems.slice(7)) },
    { id: 'F5-s-lt-astral', desc: 'sk < U+10000 includes U+FFFF and U+00BF', ref: '§1.1',
      request: q('rangeTable', 'a = :a AND b < :b', { ':a': S('s'), ':b': S('\u{10000}') }), expect: page(sItems.slice(0, 7)) },
    { id: 'F5-s-begins-with-a', desc: 'begins_with "a" covers a, a\\0, aa', ref: '§2.1',
      request: q('rangeTable', 'a = :a AND begins_with(b, :b)', { ':a': S('s'), ':b': S('a') }), expect: page(sItems.slice(1, 4)) },
    { id: 'F5-s-between-reverse', desc: 'BETWEEN reversed', ref: '§3.1',
      request: q('rangeTable', 'a = :a AND b BETWEEN :x AND :y', { ':a': S('s'), ':x': S('a'), ':y': S('\u00bf') }, { ScanIndexForward: false }),
      expect: page(rev(sItems.slice(1, 6))) },
    { id: 'F5-n-forward', desc: 'numbers in numeric order over the whole range', ref: '§1.3',
      request: q('rangeNTable', 'a = :a', { ':a': S('n') }), expect: page(nItems) },
    { id: 'F5-n-reverse', desc: 'numbers reversed', ref: '§1.3 §3.1',
      request: q('rangeNTable', 'a = :a', { ':a': S('n') }, { ScanIndexForward: false }), expect: page(rev(nItems)) },
    { id: 'F5-n-reverse-limit', desc: 'numbers reversed with Limit', ref: '§3.1',
      request: q('rangeNTable', 'a = :a', { ':a': S('n') }, { ScanIndexForward: false, Limit: 4 }),
      expect: page(rev(nItems).slice(0, 4), { LastEvaluatedKey: key(nItems[9]) }) },
    { id: 'F5-n-esk-unnormalised', desc: 'an ExclusiveStartKey number in another spelling (1.0e1 = 10)', ref: '§1.3 §3.3',
      request: q('rangeNTable', 'a = :a', { ':a': S('n') }, { ExclusiveStartKey: { a: S('n'), b: N('1.0e1') } }), expect: page(nItems.slice(10)) },
    { id: 'F5-n-between', desc: 'BETWEEN -1 and 1 (zero and ±1e-130 inside)', ref: '§1.3',
      request: q('rangeNTable', 'a = :a AND b BETWEEN :x AND :y', { ':a': S('n'), ':x': N('-1'), ':y': N('1.00') }), expect: page(nItems.slice(3, 9)) },
    { id: 'F5-n-eq-spelling', desc: 'key identity by value: = 1E+1 finds 10', ref: '§1.3',
      request: q('rangeNTable', 'a = :a AND b = :b', { ':a': S('n'), ':b': N('1E+1') }), expect: page([nItems[9]]) },
    { id: 'F5-n-gt-negzero', desc: '> -0 excludes zero, includes 1e-130', ref: '§1.3',
      request: q('rangeNTable', 'a = :a AND b > :b', { ':a': S('n'), ':b': N('-0.0') }, { Limit: 2 }),
      expect: page(nItems.slice(6, 8), { LastEvaluatedKey: key(nItems[7]) }) },
    { id: 'F5-b-forward', desc: 'binary in unsigned byte order, prefixes first', ref: '§1.2',
      request: q('rangeBTable', 'a = :a', { ':a': S('b') }), expect: page(bItems) },
    { id: 'F5-b-reverse', desc: 'binary reversed', ref: '§1.2 §3.1',
      request: q('rangeBTable', 'a = :a', { ':a': S('b') }, { ScanIndexForward: false }), expect: page(rev(bItems)) },
    { id: 'F5-b-reverse-limit', desc: 'binary reversed with Limit', ref: '§3.1',
      request: q('rangeBTable', 'a = :a', { ':a': S('b') }, { ScanIndexForward: false, Limit: 2 }),
      expect: page(rev(bItems).slice(0, 2), { LastEvaluatedKey: key(bItems[8]) }) },
    { id: 'F5-b-lt-80', desc: 'b < 0x80: bytes are unsigned', ref: '§1.2',
      request: q('rangeBTable', 'a = :a AND b < :b', { ':a': S('b'), ':b': B(0x80) }), expect: page(bItems.slice(0, 6)) },
    { id: 'F5-b-begins-with-ff', desc: 'begins_with 0xFF (no upper bound)', ref: '§1.2',
      request: q('rangeBTable', 'a = :a AND begins_with(b, :b)', { ':a': S('b'), ':b': B(0xff) }), expect: page(bItems.slice(7)) },
    { id: 'F5-b-begins-with-00', desc: 'begins_with 0x00', ref: '§1.2',
      request: q('rangeBTable', 'a = :a AND begins_with(b, :b)', { ':a': S('b'), ':b': B(0x00) }), expect: page(bItems.slice(0, 2)) },
    { id: 'F5-b-between', desc: 'BETWEEN 0x01 and 0x7F', ref: '§1.2',
      request: q('rangeBTable', 'a = :a AND b BETWEEN :x AND :y', { ':a': S('b'), ':x': B(0x01), ':y': B(0x7f) }), expect: page(bItems.slice(2, 6)) },
    { id: 'F5-lsi-order', desc: 'LSI (a, c) in UTF-8 order of c; items without c are absent', ref: '§3.1 §3.7',
      request: q('rangeTable', 'a = :a', { ':a': S('l') }, { IndexName: 'index1' }), expect: page(lSorted) },
    { id: 'F5-lsi-reverse-limit', desc: 'LSI reversed with Limit: LEK = table key + index key', ref: '§3.3',
      request: q('rangeTable', 'a = :a', { ':a': S('l') }, { IndexName: 'index1', ScanIndexForward: false, Limit: 2 }),
      expect: page([lSorted[5], lSorted[4]], { LastEvaluatedKey: { a: S('l'), b: S('1'), c: S('b') } }) },
    { id: 'F5-lsi-gt', desc: 'LSI c > "a"', ref: '§2.1',
      request: q('rangeTable', 'a = :a AND c > :c', { ':a': S('l'), ':c': S('a') }, { IndexName: 'index1' }), expect: page(lSorted.slice(2)) },
    { id: 'F5-lsi-le', desc: 'LSI c <= "ab"', ref: '§2.1',
      request: q('rangeTable', 'a = :a AND c <= :c', { ':a': S('l'), ':c': S('ab') }, { IndexName: 'index1' }), expect: page(lSorted.slice(0, 4)) },
    { id: 'F5-lsi-begins-with', desc: 'LSI begins_with(c, "a")', ref: '§2.1',
      request: q('rangeTable', 'a = :a AND begins_with(c, :c)', { ':a': S('l'), ':c': S('a') }, { IndexName: 'index1' }), expect: page(lSorted.slice(1, 4)) },
    { id: 'F5-lsi-esk', desc: 'LSI from an ExclusiveStartKey', ref: '§3.3',
      request: q('rangeTable', 'a = :a', { ':a': S('l') }, { IndexName: 'index1', ExclusiveStartKey: { a: S('l'), b: S('2'), c: S('aa') } }),
      expect: page(lSorted.slice(3)) },
  ],
};
