// The server's real time-stamping authority (openssl ts -reply behind node:http, its own CA), for
// the web's tests of the /verify page's timestamp check.
export { askTsa, startTsaPeer, type TsaPeer } from '../../server/test/helpers/tsa-peer';
