// Imported with the Arabic catalogue (i18n.ts): the font's CSS and files are a chunk of their own.
import './arabic-font.css'
