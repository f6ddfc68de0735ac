import {
  CONFIG_KEY_DEFINITIONS,
  CONFIG_KEYS,
  type ConfigEntry,
  calls,
  LIVE_EVENTS,
} from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectCurrentSection, renderPanel, tableRowOf } from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));
// The add test fills the form five times through user-event.
jest.setTimeout(20_000);

const NOW = Date.UTC(2026, 10, 23, 15, 30);

function entry(overrides: Partial<ConfigEntry>): ConfigEntry {
  return {
    key: 'feature.banner',
    value: 'on',
    description: 'Banner',
    updatedAt: NOW - 60_000,
    updatedBy: 'Admin Principal',
    type: 'text',
    defaultValue: null,
    isSet: true,
    ...overrides,
  };
}

const ENTRIES: ConfigEntry[] = [
  entry({ key: CONFIG_KEYS.aiBasePrompt, value: 'You help game staff.', description: 'Prompt' }),
  entry({ key: CONFIG_KEYS.mapImage, value: '/maps/world.png', description: 'Map' }),
  entry({ key: 'feature.banner', value: 'on', updatedBy: 'Otra Admin' }),
  entry({
    key: CONFIG_KEYS.assistantDefaultModel,
    value: 'llama3.2',
    description: '',
    updatedAt: null,
    updatedBy: '',
    type: 'model',
    defaultValue: 'llama3.2',
    isSet: false,
  }),
];

const TEXTS = {
  es: {
    section: 'Configuración',
    sections: 'Secciones del panel',
    table: 'Configuración',
    newEntry: 'Nuevo valor',
    editEntry: 'Editar valor',
    edit: 'Editar',
    delete: 'Eliminar',
    save: 'Guardar',
    key: 'Clave',
    value: 'Valor',
    description: 'Descripción',
    keyLocked:
      'Esta clave la usa el portal: se puede editar su valor, pero no cambiarla ni eliminarla.',
    keyInvalid:
      'La clave tiene de 1 a 100 caracteres: letras, dígitos, puntos, guiones y guiones bajos.',
    valueInvalid: 'El valor tiene como máximo 20000 caracteres.',
    descriptionInvalid: 'La descripción tiene como máximo 500 caracteres.',
    blankPrompt: 'El prompt base de la IA no puede estar vacío.',
    invalidModel: 'El nombre del modelo no puede estar vacío ni tener espacios.',
    invalidImage: 'La imagen debe ser una dirección https:// o una ruta que empiece por /.',
    invalidMinutes: 'Los minutos son un número entero de 0 (sin aviso) a 525600.',
    saveFailed: 'No se pudo guardar la configuración. Inténtalo de nuevo.',
    deleteFailed: 'No se pudo eliminar la configuración.',
    deleteConfirm:
      '¿Seguro que quieres eliminar la clave feature.banner? Esta acción no se puede deshacer.',
    modelType: 'Nombre de modelo',
    byDefault: 'Valor por defecto',
  },
  en: {
    section: 'Config',
    sections: 'Panel sections',
    table: 'Configuration',
    newEntry: 'New value',
    editEntry: 'Edit value',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    key: 'Key',
    value: 'Value',
    description: 'Description',
    keyLocked:
      'The portal uses this key: its value can be edited, but it cannot be renamed or deleted.',
    keyInvalid: 'The key has 1 to 100 characters: letters, digits, dots, dashes and underscores.',
    valueInvalid: 'The value has at most 20000 characters.',
    descriptionInvalid: 'The description has at most 500 characters.',
    blankPrompt: 'The base AI prompt cannot be empty.',
    invalidModel: 'The model name cannot be empty or contain spaces.',
    invalidImage: 'The image must be an https:// address or a path starting with /.',
    invalidMinutes: 'The minutes are a whole number from 0 (no warning) to 525600.',
    saveFailed: 'Failed to save configuration. Please try again.',
    deleteFailed: 'Failed to delete configuration.',
    deleteConfirm:
      'Are you sure you want to delete the key feature.banner? This action cannot be undone.',
    modelType: 'Model name',
    byDefault: 'Default value',
  },
} as const;

beforeEach(() => {
  onCall(calls.listConfig, () => ENTRIES);
});

describe.each(['es', 'en'] as const)('the config section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('lists key, value, description, when and by whom; the base AI prompt has no delete', async () => {
    renderPanel('config');
    expect(await screen.findByRole('table', { name: text.table })).toBeInTheDocument();
    const when = new Date(NOW - 60_000).toLocaleString(language);
    const cells = ['feature.banner', 'on', 'Banner', when, 'Otra Admin'].map((cell) =>
      cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    expect((await tableRowOf('feature.banner')).textContent).toMatch(new RegExp(cells.join('.*')));
    expect(
      within(await tableRowOf(CONFIG_KEYS.aiBasePrompt)).queryByRole('button', {
        name: text.delete,
      }),
    ).toBeNull();
    expect(
      within(await tableRowOf(CONFIG_KEYS.mapImage)).getByRole('button', { name: text.delete }),
    ).toBeInTheDocument();
    expectCurrentSection(text.sections, text.section);
    await expectAccessible();
  });

  it('when a key the portal reads is unset, then it shows the default the portal uses, its type and what it does, with no delete', async () => {
    renderPanel('config');
    const row = await tableRowOf(CONFIG_KEYS.assistantDefaultModel);
    const description =
      CONFIG_KEY_DEFINITIONS[CONFIG_KEYS.assistantDefaultModel].description[language];
    for (const cell of ['llama3.2', text.modelType, description, text.byDefault]) {
      expect(within(row).getByText(cell)).toBeInTheDocument();
    }
    expect(within(row).queryByRole('button', { name: text.delete })).toBeNull();
    expect(within(row).getByRole('button', { name: text.edit })).toBeInTheDocument();
  });

  it('adds an entry after saying what is wrong with each field, and reads the list again', async () => {
    const user = userEvent.setup();
    onCall(calls.saveConfig, ({ body }) => entry({ ...body, updatedAt: NOW }));
    renderPanel('config');
    await user.click(await screen.findByRole('button', { name: text.newEntry }));
    const dialog = await screen.findByRole('dialog', { name: text.newEntry });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    const save = () => user.click(within(dialog).getByRole('button', { name: text.save }));
    async function fill(values: Record<'key' | 'value' | 'description', string>) {
      for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
        await user.clear(field(text[name]));
        if (value !== '') await user.paste(value);
      }
    }

    await fill({ key: 'bad key', value: 'x'.repeat(20_001), description: 'd'.repeat(501) });
    await save();
    for (const message of [text.keyInvalid, text.valueInvalid, text.descriptionInvalid]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    for (const [key, value, message] of [
      [CONFIG_KEYS.aiBasePrompt, '  ', text.blankPrompt],
      [CONFIG_KEYS.assistantDefaultModel, 'two words', text.invalidModel],
      [CONFIG_KEYS.serverImage, 'http://cdn.example.com/hub.png', text.invalidImage],
      [CONFIG_KEYS.inactivityWarningMinutes, '-5', text.invalidMinutes],
    ] as const) {
      await fill({ key, value, description: '' });
      await save();
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(requestsTo(calls.saveConfig)).toHaveLength(0);

    await fill({
      key: CONFIG_KEYS.serverImage,
      value: 'https://cdn.example.com/hub.png',
      description: '',
    });
    const reads = requestsTo(calls.listConfig).length;
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(calls.saveConfig)[0]?.body).toEqual({
      key: CONFIG_KEYS.serverImage,
      value: 'https://cdn.example.com/hub.png',
      description: '',
    });
    await waitFor(() => expect(requestsTo(calls.listConfig).length).toBeGreaterThan(reads));
  });

  it('edits an entry with its key read-only, the base AI prompt saying why, and says when saving fails', async () => {
    const user = userEvent.setup();
    onCall(calls.saveConfig, () => respond(500));
    renderPanel('config');
    await user.click(
      within(await tableRowOf(CONFIG_KEYS.aiBasePrompt)).getByRole('button', { name: text.edit }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.editEntry });
    const key = within(dialog).getByRole('textbox', { name: text.key });
    expect(key).toHaveValue(CONFIG_KEYS.aiBasePrompt);
    expect(key).toHaveAttribute('readonly');
    expect(within(dialog).getByText(text.keyLocked)).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: text.value });
    await user.clear(value);
    await user.type(value, 'Be brief.');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.saveFailed);
    expect(requestsTo(calls.saveConfig)[0]?.body).toEqual({
      key: CONFIG_KEYS.aiBasePrompt,
      value: 'Be brief.',
      description: 'Prompt',
    });
  });

  it('deletes after asking, and says when deleting fails', async () => {
    const user = userEvent.setup();
    onCall(calls.deleteConfig, () => respond(500));
    renderPanel('config');
    await user.click(
      within(await tableRowOf('feature.banner')).getByRole('button', { name: text.delete }),
    );
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(text.deleteConfirm);
    await user.click(within(ask).getByRole('button', { name: text.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deleteFailed);
    expect(requestsTo(calls.deleteConfig)[0]?.params).toEqual({ key: 'feature.banner' });
  });
});

test('when another admin changes the config, then the list is read again', async () => {
  await setLanguage('en');
  renderPanel('config');
  await tableRowOf('feature.banner');
  const reads = requestsTo(calls.listConfig).length;
  act(() => fakeSocket.serverSends(LIVE_EVENTS.configChanged, { key: 'feature.banner' }));
  await waitFor(() => expect(requestsTo(calls.listConfig).length).toBe(reads + 1));
});

test('deleting the only entry of the last page shows the page before it, not an empty page', async () => {
  await setLanguage('en');
  const user = userEvent.setup();
  const many = Array.from({ length: 26 }, (_, index) =>
    entry({ key: `feature.flag${String(index).padStart(2, '0')}` }),
  );
  let listed = many;
  onCall(calls.listConfig, () => listed);
  onCall(calls.deleteConfig, () => {
    listed = many.slice(0, 25);
    return { ok: true } as const;
  });
  renderPanel('config');
  await user.click(await screen.findByRole('button', { name: 'Last page' }));
  await user.click(
    within(await tableRowOf('feature.flag25')).getByRole('button', { name: 'Delete' }),
  );
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
  expect(await tableRowOf('feature.flag24')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});
