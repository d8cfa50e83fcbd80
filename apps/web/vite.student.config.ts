import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The student app (issue 15): its own build into dist/student, served by the same server at
 * /student. A separate build rather than a second entry of the teacher app's: no chunk is shared, so
 * the student app cannot add a byte to the teacher app's login route (decision 019).
 */
export default defineConfig({
  plugins: [react()],
  base: '/student/',
  root: 'student',
  publicDir: false,
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: '../dist/student',
    emptyOutDir: true,
    manifest: true,
  },
})
