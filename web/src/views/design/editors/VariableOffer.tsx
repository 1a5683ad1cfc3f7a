// Under a key template: each variable the template refers to (the engine's reading) that
// the entity does not define yet, offered as a new attribute with a type and a format.
import { useState } from 'preact/hooks';
import type { EntityJson } from '../../../model/shape';
import { ATTRIBUTE_FORMATS } from '../../../model/schemaEnums';
import { useTemplateVariables } from './templateVariables';

type Attr = EntityJson['attributes'][string];

function Offer({ name, onAdd }: { name: string; onAdd: (name: string, attr: Attr) => void }) {
  const [type, setType] = useState<Attr['type']>('S');
  const [format, setFormat] = useState('');
  return (
    <div class="var-offer" data-testid="variable-offer" data-variable={name}>
      <span class="small"><code>{name}</code> is not an attribute yet</span>
      <select aria-label={`type of new attribute ${name}`} data-testid="offer-type" value={type} onChange={(e) => setType((e.target as HTMLSelectElement).value as Attr['type'])}>
        <option value="S">S</option>
        <option value="N">N</option>
        <option value="B">B</option>
      </select>
      <select aria-label={`format of new attribute ${name}`} data-testid="offer-format" value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value)}>
        <option value="">no format</option>
        {ATTRIBUTE_FORMATS.map((f) => <option key={f} value={f}>{f}</option>)}
      </select>
      <button type="button" class="small" data-testid="offer-add" onClick={() => onAdd(name, format ? ({ type, format } as Attr) : { type })}>
        Add {name}
      </button>
    </div>
  );
}

export function VariableOffer({ template, entity, onAdd }: { template: string; entity: EntityJson; onAdd: (name: string, attr: Attr) => void }) {
  const vars = useTemplateVariables(template ? [template] : []).get(template);
  if (!vars || !('names' in vars)) return null;
  const missing = vars.names.filter((n) => !(n in entity.attributes));
  if (missing.length === 0) return null;
  return (
    <div class="var-offers">
      {missing.map((n) => <Offer key={n} name={n} onAdd={onAdd} />)}
    </div>
  );
}
