import('./bootstrap');
