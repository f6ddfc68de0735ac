import { setLanguage } from '@portal/shared/runtime/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFormTexts } from '../../i18n/use-form-t';
import { EventFrameApp } from '../components/event-frame-app';
import { type FrameParams, readFrameParams } from '../protocol';

registerFormTexts();

const NOW = new Date(2030, 4, 15, 10, 0);
const params = (overrides: Partial<FrameParams> = {}): FrameParams => ({
  ...readFrameParams({
    search: '?title=RACE&server=hub2&lang=en',
    hash: '',
    origin: 'http://localhost',
  }),
  ...overrides,
});

function renderFrame(frameParams = params()) {
  const onResult = jest.fn();
  render(
    <EventFrameApp
      params={frameParams}
      defaultMap="/default-map.svg"
      now={NOW}
      onResult={onResult}
    />,
  );
  return onResult;
}

beforeEach(async () => {
  await setLanguage('en');
});

describe('event frame — calendar', () => {
  it('when opened, then today has the tab stop, earlier days are disabled and the title and server show', () => {
    renderFrame();

    expect(screen.getByRole('heading', { name: 'May 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, May 15, 2030' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Tuesday, May 14, 2030' })).toBeDisabled();
    expect(screen.getByText('RACE')).toBeInTheDocument();
    expect(screen.getByText('Server: Hub 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this date' })).toBeDisabled();
  });

  it('when arrows, Page Down and Home are pressed, then focus moves by day, week, month and week start', async () => {
    const user = userEvent.setup();
    renderFrame();
    screen.getByRole('button', { name: 'Wednesday, May 15, 2030' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday, May 16, 2030' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Thursday, May 23, 2030' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, June 23, 2030' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Monday, June 17, 2030' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Sunday, June 16, 2030' })).toHaveFocus();
  });

  it('when a day is chosen with Enter and a time set, then Calendar {start, timestamp} is sent', async () => {
    const user = userEvent.setup();
    const onResult = renderFrame();
    screen.getByRole('button', { name: 'Wednesday, May 15, 2030' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '21:30' } });

    await user.click(screen.getByRole('button', { name: 'Use this date' }));

    expect(onResult).toHaveBeenCalledWith({
      type: 'Calendar',
      start: '2030-05-16T21:30',
      timestamp: new Date(2030, 4, 16, 21, 30).getTime(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sent.');
  });

  it('when the language is Spanish, then the page is Spanish', async () => {
    await setLanguage('es');
    renderFrame();
    expect(screen.getByRole('heading', { name: 'Elige el día del evento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar esta fecha' })).toBeDisabled();
  });
});

describe('event frame — map', () => {
  const mapParams = params({ mode: 'map', title: '', map: '/config/map.png' });

  it('when the map is clicked and the marker moved with arrows, then Map {location} is sent', async () => {
    const user = userEvent.setup();
    const onResult = renderFrame(mapParams);
    const map = screen.getByRole('slider');
    expect(map.querySelector('img')).toHaveAttribute('src', '/config/map.png');
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;

    fireEvent.click(map, { clientX: 50, clientY: 80 });
    expect(map).toHaveAccessibleName('Map: marker at 25.0 %, 80.0 %');
    map.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    await user.type(screen.getByLabelText('Place name'), 'Harbour');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));

    expect(onResult).toHaveBeenCalledWith({ type: 'Map', location: 'Harbour (26.0%, 79.0%)' });
  });

  it('when no map is configured, then the bundled map is used', () => {
    renderFrame(params({ mode: 'map', map: '' }));
    expect(screen.getByRole('slider').querySelector('img')).toHaveAttribute(
      'src',
      '/default-map.svg',
    );
  });
});

describe('event frame — a chosen place, read-only', () => {
  const placeParams = (location: string) =>
    readFrameParams({
      search: `?lang=en&server=hub2&location=${encodeURIComponent(location)}&view=place`,
      hash: '',
      origin: 'http://localhost',
    });

  it('when staff open an event’s place, then it shows name and marker with nothing to choose or send', () => {
    const onResult = renderFrame(placeParams('Harbour (26.0%, 79.0%)'));

    expect(screen.getByRole('heading', { name: 'Place of the event' })).toBeInTheDocument();
    expect(screen.getByText('Harbour')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map: marker at 26.0 %, 79.0 %' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('when the place was typed without a spot, or there is none, then the map shows unmarked', () => {
    renderFrame(placeParams('Plaza mayor'));
    expect(screen.getByText('Plaza mayor')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map without a marker' })).toBeInTheDocument();
  });

  it('when the ticket names no place, then the page is the server map', () => {
    renderFrame(placeParams(''));
    expect(screen.getByRole('heading', { name: 'Server map' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map without a marker' })).toBeInTheDocument();
  });
});
