// The Export tab: every format keyscape:ListExportFormats names, previewed with
// keyscape:Export, with copy and download.
import { useEffect, useState } from 'preact/hooks';
import type { ExportFormatInfo, ExportResponse, ModelFile } from '@wasm/types';
import { useEngine } from '../../engine/EngineContext';
import { CopyButton } from '../../ui/CopyButton';

function download(file: ExportResponse) {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportView({ model, version, ready }: { model: ModelFile; version: number; ready: boolean }) {
  const client = useEngine();
  const [formats, setFormats] = useState<ExportFormatInfo[]>([]);
  const [chosen, setChosen] = useState<string>('');
  const [file, setFile] = useState<ExportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    client.execute('keyscape:ListExportFormats', { model }).then((r) => {
      if (r.ok) {
        setFormats(r.body.formats);
        setChosen((c) => c || (r.body.formats[0]?.id ?? ''));
      } else setError(r.error.message);
    }, () => undefined);
  }, [client, version, ready]);

  useEffect(() => {
    if (!ready || !chosen) return;
    let live = true;
    client.execute('keyscape:Export', { model, format: chosen }).then((r) => {
      if (!live) return;
      if (r.ok) {
        setFile(r.body);
        setError(null);
      } else {
        setFile(null);
        setError(`${r.error.name}: ${r.error.message}`);
      }
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [client, version, chosen, ready]);

  return (
    <div class="export-view" data-testid="export-view">
      <nav class="export-list" aria-label="Export formats">
        <h2>Export</h2>
        <ul>
          {formats.map((f) => (
            <li key={f.id}>
              <button type="button" class={`node${f.id === chosen ? ' active' : ''}`} aria-current={f.id === chosen ? 'true' : undefined} data-testid="export-format" data-format={f.id} onClick={() => setChosen(f.id)}>
                <span class="node-label">{f.title}</span>
                <span class="node-sub mono">{f.fileName ?? f.extension}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section class="export-preview card">
        {error && <pre class="error-message" role="alert">{error}</pre>}
        {file && (
          <>
            <div class="card-row">
              <h3 class="mono" data-testid="export-filename">{file.fileName}</h3>
              <div class="actions">
                <CopyButton text={file.text} testId="export-copy" />
                <button type="button" class="small" data-testid="export-download" onClick={() => download(file)}>Download</button>
              </div>
            </div>
            <pre class="export-text mono" data-testid="export-text" tabIndex={0} aria-label={`${file.fileName}, previewed`}>{file.text}</pre>
          </>
        )}
      </section>
    </div>
  );
}
