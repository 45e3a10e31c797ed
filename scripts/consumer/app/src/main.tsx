// A plain Vite + React app that installs @redakcja/ui from its tarball: no vanilla-extract plugin, only
// the built JavaScript, its declarations and the one stylesheet.
import '@redakcja/ui/styles.css';
import {
  Button,
  DataTable,
  type DataTableColumn,
  lightColors,
  SaveButton,
  TextField,
  ThemeProvider,
} from '@redakcja/ui';
import { RichTextEditor } from '@redakcja/ui/editor';
import { PANEL_LOCALE } from '@redakcja/ui/locale';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Author {
  id: number;
  name: string;
}

const columns: DataTableColumn<Author>[] = [
  { id: 'id', header: 'Id', cell: (author) => author.id, wrap: 'words' },
  { id: 'name', header: 'Imię i nazwisko', cell: (author) => author.name, isRowHeader: true },
];
const authors: Author[] = [
  { id: 1, name: 'Jan Kowalski' },
  { id: 2, name: 'Anna Nowak' },
];

function App() {
  const [title, setTitle] = useState('Pierwszy artykuł');
  const [body, setBody] = useState('<p>Treść <strong>artykułu</strong></p>');
  return (
    <ThemeProvider>
      <main data-locale={PANEL_LOCALE}>
        <h1>Redakcja</h1>
        <TextField label="Tytuł" value={title} onChange={setTitle} />
        <RichTextEditor label="Treść" value={body} onChange={setBody} />
        <DataTable aria-label="Autorzy" columns={columns} rows={authors} getRowId={(author) => author.id} />
        <Button variant="primary" onPress={() => setTitle('')}>
          Wyczyść
        </Button>
        <SaveButton kind="edit" status="idle" type="button" />
      </main>
    </ThemeProvider>
  );
}

// The theme's values as the package exports them, for the test to compare with the computed styles.
Object.assign(window, { redakcjaColors: lightColors });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
