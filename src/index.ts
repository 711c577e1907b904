import { runAction } from './github/action.js';

void runAction();
