import { familySuite } from './connection-family-suite';

familySuite('oyl');
