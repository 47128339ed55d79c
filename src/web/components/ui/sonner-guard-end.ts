import { endSonnerStyleGuard } from './sonner-guard-start';

// Imported by toaster.tsx right after 'sonner': its module body has run, stop dropping <style>.
endSonnerStyleGuard();
