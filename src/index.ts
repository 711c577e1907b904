// First: keep @actions/github from parsing the event file at import (see event-path.ts).
import './github/event-path.js';
import { runAction } from './github/action.js';

void runAction();
