/**
 * The part of Konva the floor plan draws with: Konva's core (stage, layers, shapes) and the
 * picture and rectangle shapes (the tables are drawn by one custom Shape, draw-tables.ts). Konva's
 * full entry pulls every shape and filter; its core with these keeps the screen's chunk small.
 * FloorPlan.tsx drives the stage itself (no react-konva: no second React renderer in the chunk
 * and no reconciling of a handful of nodes on every render).
 */
import Konva from 'konva/lib/Core.js'
import { Image } from 'konva/lib/shapes/Image.js'
import { Rect } from 'konva/lib/shapes/Rect.js'

// The plan asks for a layer's draw when what it shows has changed (FloorPlan.tsx), and adding a
// layer to the stage draws it at once: no draw queued for the next frame by every attribute set,
// which drew the whole plan a second time a frame after it was first drawn.
Konva.autoDrawEnabled = false

export { Image, Konva, Rect }
