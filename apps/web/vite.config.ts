import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // In development the API runs on the server's port; `npm start` serves the built app itself.
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
})
