import { familySuite } from './connection-family-suite';

familySuite('phantom');
