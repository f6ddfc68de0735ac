// Async boundary: lets the federation runtime set up shared modules before any of them is used.
import('./bootstrap');
