import { configureApiBase, getApiBaseUrl, navigateTo, setNavigator } from './config';

afterEach(() => {
  configureApiBase({});
  setNavigator(null);
});

describe('configureApiBase', () => {
  it("defaults to /api on the page's own origin", () => {
    expect(getApiBaseUrl()).toBe('/api');
  });

  it('takes an origin alone as the portal whose API is under /api', () => {
    configureApiBase({ baseUrl: 'https://portal.example.com/' });
    expect(getApiBaseUrl()).toBe('https://portal.example.com/api');
  });

  it('keeps a full API URL, without a trailing slash', () => {
    configureApiBase({ baseUrl: 'https://portal.example.com/vws/api/' });
    expect(getApiBaseUrl()).toBe('https://portal.example.com/vws/api');
  });
});

describe('navigateTo', () => {
  it('uses the router the shell registered', () => {
    const visited: string[] = [];
    setNavigator((path) => visited.push(path));
    navigateTo('/signin');
    expect(visited).toEqual(['/signin']);
  });
});
