// Async boundary: federation must initialise the share scope before any shared module runs.
import('./bootstrap');
