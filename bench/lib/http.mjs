/**
 * fetch, tried once more when the server closed a kept-alive connection just as the request went out
 * (Node's pool reuses a socket the server's idle timeout is closing: "other side closed"). A failed
 * search request of that kind ended a whole `npm run bench` after its Lighthouse rounds, results unwritten.
 * @param {string | URL} url
 * @param {RequestInit} [init]
 */
export async function fetchAgainIfClosed(url, init) {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = /** @type {{ cause?: { code?: string } }} */ (error)?.cause?.code
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error
    return fetch(url, init)
  }
}
