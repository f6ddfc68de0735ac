import { calls, LIMITS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeGroup, makePage, makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { serveAccountMarks } from '@portal/shared/testing/serve-account-marks';
import { act, screen, waitFor, within } from '@testing-library/react';
import { registerListTexts } from '../../../i18n/use-list-t';
import { renderBrowser } from '../../../testing/render-browser';
import { signInWithPower } from '../../../testing/sign-in-with-power';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerListTexts();

const report = makeTicket({
  _id: 4,
  type: 1,
  title: 'Cheater',
  reportAccused: { visualId: 'bad1', isStaff: false },
  assignees: [{ visualId: 'st1', isStaff: true, name: 'Ana' }],
  roleAssignees: ['mods'],
});

function serveReports() {
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.roles, () => [{ key: 'mods', name: { es: 'Moderación', en: 'Moderation' } }]);
  onCall(calls.listReports, () => makePage([report]));
}

const accusedLine = async () => {
  const link = await screen.findByRole('link', { name: /Cheater/ });
  return link.querySelector('.tk-row-accused') as HTMLElement;
};
const assigneesLine = () => document.querySelector('.tk-row-assignees') as HTMLElement;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('online and important marks in the list', () => {
  it('when staff look in Spanish, then the accused is marked online and important, the assignee online', async () => {
    await setLanguage('es');
    signInWithPower(2);
    serveReports();
    serveAccountMarks({ online: ['bad1', 'st1'], important: ['bad1'] });
    renderBrowser('/?tab=reports');

    const accused = await accusedLine();
    await within(accused).findByRole('img', { name: 'En línea' });
    expect(within(accused).getByRole('img', { name: 'Importante' }).parentElement).toHaveAttribute(
      'title',
      'Importante',
    );
    const assignees = assigneesLine();
    expect(assignees).toHaveTextContent('Asignado a Ana, Moderación');
    expect(within(assignees).getByRole('img', { name: 'En línea' })).toBeInTheDocument();
    expect(within(assignees).queryByRole('img', { name: 'Importante' })).not.toBeInTheDocument();
  });

  it('when staff look in English, then the marks read "Online" and "Important"', async () => {
    await setLanguage('en');
    signInWithPower(2);
    serveReports();
    serveAccountMarks({ online: ['bad1'], important: ['bad1'] });
    renderBrowser('/?tab=reports');

    const accused = await accusedLine();
    expect(accused).toHaveTextContent('Accused: bad1');
    await within(accused).findByRole('img', { name: 'Online' });
    expect(within(accused).getByRole('img', { name: 'Important' })).toBeInTheDocument();
    expect(within(assigneesLine()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('when someone comes online, then the row shows it after the next 30 s poll', async () => {
    jest.useFakeTimers();
    try {
      await setLanguage('en');
      signInWithPower(2);
      serveReports();
      serveAccountMarks({ important: [] });
      renderBrowser('/?tab=reports');
      const accused = await accusedLine();
      await waitFor(() => expect(requestsTo(calls.hashesOnline)).toHaveLength(1));
      expect(within(accused).queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();

      serveAccountMarks({ online: ['bad1'] });
      await act(() => jest.advanceTimersByTimeAsync(LIMITS.hashesOnlinePollMs));
      expect(within(accused).getByRole('img', { name: 'Online' })).toBeInTheDocument();
      expect(requestsTo(calls.hashesOnline)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when a player looks, then no hashes are asked and no row is marked', async () => {
    await setLanguage('en');
    signInWithPower(0);
    serveReports();
    renderBrowser('/?tab=reports');

    const accused = await accusedLine();
    await waitFor(() => expect(requestsTo(calls.userPower)).toHaveLength(1));
    expect(within(accused).queryByRole('img')).not.toBeInTheDocument();
    expect(requestsTo(calls.hashesOnline)).toHaveLength(0);
    expect(requestsTo(calls.importantHashes)).toHaveLength(0);
  });
});
