/**
 * The part of Konva the floor plan draws with: Konva's core (stage, layers, groups, dragging) and
 * the picture and rectangle shapes, registered here (the tables are drawn by one custom Shape,
 * draw-tables.ts). react-konva's main entry pulls all of Konva (every
 * shape and filter); its core entry with these keeps the screen's chunk small.
 */
import 'konva/lib/shapes/Image.js'
import 'konva/lib/shapes/Rect.js'

export { Image, Layer, Rect, Shape, Stage } from 'react-konva/lib/ReactKonvaCore.js'
