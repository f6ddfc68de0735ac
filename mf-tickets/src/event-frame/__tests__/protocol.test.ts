import { buildFrameUrl, readFrameParams } from '../protocol';
import { mapLocation, placeOf, postResult } from '../rules/post-result';

describe('event frame protocol', () => {
  it('when the opener builds the address, then the frame reads the same parameters and the token only from the fragment', () => {
    const url = buildFrameUrl(
      '/remotes/mf-tickets/event-frame.html?map=%2Fmaps%2Fcity.png',
      {
        token: 'jwt.token',
        lang: 'es',
        id: '7',
        server: 'hub1',
        mode: 'calendar',
        title: 'RACE',
        location: '',
        origin: 'https://portal.example',
      },
      'https://portal.example',
    );

    expect(url.search).not.toContain('token');
    expect(readFrameParams(url)).toEqual({
      token: 'jwt.token',
      lang: 'es',
      id: '7',
      server: 'hub1',
      mode: 'calendar',
      title: 'RACE',
      location: '',
      origin: 'https://portal.example',
      map: '/maps/city.png',
    });
  });

  it('when the map is asked for, then the location parameter chooses map mode', () => {
    const url = buildFrameUrl(
      'https://frames.example/event',
      {
        token: 't',
        lang: 'en',
        id: '1',
        server: '',
        mode: 'map',
        title: 'X',
        location: 'Park',
        origin: 'https://p.example',
      },
      'https://p.example',
    );
    expect(readFrameParams(url)).toMatchObject({ mode: 'map', location: 'Park', title: '' });
  });

  it('when an address carries the token in its query, then the frame does not take it from there', () => {
    const params = readFrameParams({
      search: '?lang=en&token=leaked.jwt',
      hash: '',
      origin: 'https://p.example',
    });
    expect(params.token).toBe('');
  });

  it('when a result is posted, then it goes only to the opener origin', () => {
    const target = { postMessage: jest.fn() } as unknown as Window;
    postResult({ type: 'Map', location: 'Park' }, 'https://p.example', target);
    expect(target.postMessage).toHaveBeenCalledWith(
      { type: 'Map', location: 'Park' },
      'https://p.example',
    );
  });

  it('when a stored location is read back, then the name and spot mapLocation wrote come back, and other text is a name', () => {
    expect(placeOf(mapLocation('Harbour', 26, 79))).toEqual({
      name: 'Harbour',
      spot: { x: 26, y: 79 },
    });
    expect(placeOf(mapLocation('', 5.5, 100))).toEqual({ name: '', spot: { x: 5.5, y: 100 } });
    expect(placeOf('Puerto (40, 62)')).toEqual({ name: 'Puerto (40, 62)', spot: null });
    expect(placeOf('Plaza mayor')).toEqual({ name: 'Plaza mayor', spot: null });
  });
});
