import type { Story } from '@ladle/react';
import { useState } from 'react';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

export default { title: 'Editor / RichTextEditor' };

const SAMPLE =
  '<h2>Rynek reklamy w kwietniu</h2><p>Wydatki na reklamę <strong>wzrosły o 8 proc.</strong>, a <em>internet</em> pozostał <u>największym</u> medium. Szczegóły w <a href="https://portal.example.pl/raport">raporcie</a>.</p><ul><li><p>telewizja: +5 proc.</p></li><li><p>radio: +3 proc.</p></li></ul><p><span style="font-size: 20px;">Większy tekst</span></p>';

// A small SVG as a data URL: the story's "upload" keeps the image in the page, no server needed.
const UPLOADED =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="%231d4ed8"/></svg>';

function Demo(props: Partial<RichTextEditorProps>) {
  const [html, setHtml] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 900 }}>
      <RichTextEditor label="Treść" {...props} value={html} onChange={setHtml} />
      <details>
        <summary>HTML</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{html}</pre>
      </details>
    </div>
  );
}

const noTweets = () => null;

export const Empty: Story = () => <Demo embedLoader={noTweets} />;

export const WithContent: Story = () => <Demo value={SAMPLE} embedLoader={noTweets} />;

export const Paged: Story = () => (
  <Demo
    paged
    value='<p>Pierwsza strona artykułu.</p><hr class="subpage-divider"><p>Druga strona.</p><hr class="subpage-divider"><p>Trzecia strona.</p>'
    embedLoader={noTweets}
  />
);

export const WithImage: Story = () => (
  <Demo
    value={`<p>Obraz w treści (wybierz go, aby zmienić rozmiar):</p><p><img src="${UPLOADED.replace(/"/g, '&quot;')}" alt="Wykres" width="327"></p>`}
    onUploadImage={async () => ({ url: UPLOADED })}
    readImageSize={async () => ({ width: 640, height: 200 })}
    embedLoader={noTweets}
  />
);

export const ImageTooWide: Story = () => (
  <Demo
    value="<p>Każdy wybrany plik ma tu 1200 px szerokości i zostanie odrzucony.</p>"
    onUploadImage={async () => ({ url: UPLOADED })}
    readImageSize={async () => ({ width: 1200, height: 600 })}
    embedLoader={noTweets}
  />
);

export const UploadFails: Story = () => (
  <Demo
    value="<p>Wysyłanie każdego obrazu kończy się błędem.</p>"
    onUploadImage={async () => {
      throw new Error('500');
    }}
    readImageSize={async () => ({ width: 640, height: 200 })}
    embedLoader={noTweets}
  />
);

export const WithTweet: Story = () => (
  <Demo
    value='<p>Tweet (bez sieci zostaje link):</p><blockquote class="twitter-tweet"><a href="https://x.com/wirtualnemedia/status/1790000000000000000">https://x.com/wirtualnemedia/status/1790000000000000000</a></blockquote>'
    embedLoader={noTweets}
  />
);

export const Invalid: Story = () => (
  <Demo errorMessage="Treść nie może być pusta." description="Tekst artykułu." embedLoader={noTweets} />
);

export const ReadOnly: Story = () => <Demo value={SAMPLE} isReadOnly embedLoader={noTweets} />;
