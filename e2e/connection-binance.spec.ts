import { familySuite } from './connection-family-suite';

familySuite('binance');
