import type { SVGProps } from 'react';
import './icon.css';
import archive from 'bootstrap-icons/icons/archive.svg?raw';
import arrowDownUp from 'bootstrap-icons/icons/arrow-down-up.svg?raw';
import arrowLeft from 'bootstrap-icons/icons/arrow-left.svg?raw';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import arrowRightShort from 'bootstrap-icons/icons/arrow-right-short.svg?raw';
import award from 'bootstrap-icons/icons/award.svg?raw';
import bell from 'bootstrap-icons/icons/bell.svg?raw';
import book from 'bootstrap-icons/icons/book.svg?raw';
import boxArrowInRight from 'bootstrap-icons/icons/box-arrow-in-right.svg?raw';
import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import boxArrowUpRight from 'bootstrap-icons/icons/box-arrow-up-right.svg?raw';
import boxSeam from 'bootstrap-icons/icons/box-seam.svg?raw';
import building from 'bootstrap-icons/icons/building.svg?raw';
import calculator from 'bootstrap-icons/icons/calculator.svg?raw';
import calendarEvent from 'bootstrap-icons/icons/calendar-event.svg?raw';
import calendarWeek from 'bootstrap-icons/icons/calendar-week.svg?raw';
import calendarX from 'bootstrap-icons/icons/calendar-x.svg?raw';
import camera from 'bootstrap-icons/icons/camera.svg?raw';
import cashCoin from 'bootstrap-icons/icons/cash-coin.svg?raw';
import checkLg from 'bootstrap-icons/icons/check-lg.svg?raw';
import check2Square from 'bootstrap-icons/icons/check2-square.svg?raw';
import chevronDoubleLeft from 'bootstrap-icons/icons/chevron-double-left.svg?raw';
import chevronDoubleRight from 'bootstrap-icons/icons/chevron-double-right.svg?raw';
import chevronDown from 'bootstrap-icons/icons/chevron-down.svg?raw';
import chevronUp from 'bootstrap-icons/icons/chevron-up.svg?raw';
import clipboardCheck from 'bootstrap-icons/icons/clipboard-check.svg?raw';
import clockHistory from 'bootstrap-icons/icons/clock-history.svg?raw';
import cloudArrowUp from 'bootstrap-icons/icons/cloud-arrow-up.svg?raw';
import cloudDownload from 'bootstrap-icons/icons/cloud-download.svg?raw';
import cloudUpload from 'bootstrap-icons/icons/cloud-upload.svg?raw';
import collection from 'bootstrap-icons/icons/collection.svg?raw';
import copy from 'bootstrap-icons/icons/copy.svg?raw';
import cupHot from 'bootstrap-icons/icons/cup-hot.svg?raw';
import dashLg from 'bootstrap-icons/icons/dash-lg.svg?raw';
import diagram3 from 'bootstrap-icons/icons/diagram-3.svg?raw';
import download from 'bootstrap-icons/icons/download.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import envelopeAt from 'bootstrap-icons/icons/envelope-at.svg?raw';
import envelopeCheck from 'bootstrap-icons/icons/envelope-check.svg?raw';
import envelopePaper from 'bootstrap-icons/icons/envelope-paper.svg?raw';
import exclamationOctagon from 'bootstrap-icons/icons/exclamation-octagon.svg?raw';
import exclamationSquare from 'bootstrap-icons/icons/exclamation-square.svg?raw';
import exclamationTriangle from 'bootstrap-icons/icons/exclamation-triangle.svg?raw';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import fileEarmark from 'bootstrap-icons/icons/file-earmark.svg?raw';
import fileEarmarkCheck from 'bootstrap-icons/icons/file-earmark-check.svg?raw';
import fileEarmarkImage from 'bootstrap-icons/icons/file-earmark-image.svg?raw';
import fileEarmarkPdf from 'bootstrap-icons/icons/file-earmark-pdf.svg?raw';
import fileEarmarkPlay from 'bootstrap-icons/icons/file-earmark-play.svg?raw';
import fileEarmarkRichtext from 'bootstrap-icons/icons/file-earmark-richtext.svg?raw';
import fileEarmarkText from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import fileEarmarkZip from 'bootstrap-icons/icons/file-earmark-zip.svg?raw';
import gear from 'bootstrap-icons/icons/gear.svg?raw';
import geoAlt from 'bootstrap-icons/icons/geo-alt.svg?raw';
import graphUp from 'bootstrap-icons/icons/graph-up.svg?raw';
import grid from 'bootstrap-icons/icons/grid.svg?raw';
import gripVertical from 'bootstrap-icons/icons/grip-vertical.svg?raw';
import handIndex from 'bootstrap-icons/icons/hand-index.svg?raw';
import hash from 'bootstrap-icons/icons/hash.svg?raw';
import hourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg?raw';
import image from 'bootstrap-icons/icons/image.svg?raw';
import images from 'bootstrap-icons/icons/images.svg?raw';
import inbox from 'bootstrap-icons/icons/inbox.svg?raw';
import infoCircle from 'bootstrap-icons/icons/info-circle.svg?raw';
import inputCursorText from 'bootstrap-icons/icons/input-cursor-text.svg?raw';
import journalText from 'bootstrap-icons/icons/journal-text.svg?raw';
import key from 'bootstrap-icons/icons/key.svg?raw';
import layoutSidebar from 'bootstrap-icons/icons/layout-sidebar.svg?raw';
import layoutTextWindowReverse from 'bootstrap-icons/icons/layout-text-window-reverse.svg?raw';
import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw';
import lightningCharge from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import link45deg from 'bootstrap-icons/icons/link-45deg.svg?raw';
import list from 'bootstrap-icons/icons/list.svg?raw';
import listCheck from 'bootstrap-icons/icons/list-check.svg?raw';
import listOl from 'bootstrap-icons/icons/list-ol.svg?raw';
import listUl from 'bootstrap-icons/icons/list-ul.svg?raw';
import lockFill from 'bootstrap-icons/icons/lock-fill.svg?raw';
import map from 'bootstrap-icons/icons/map.svg?raw';
import megaphone from 'bootstrap-icons/icons/megaphone.svg?raw';
import menuButtonWide from 'bootstrap-icons/icons/menu-button-wide.svg?raw';
import patchExclamation from 'bootstrap-icons/icons/patch-exclamation.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import person from 'bootstrap-icons/icons/person.svg?raw';
import personBadge from 'bootstrap-icons/icons/person-badge.svg?raw';
import personPlus from 'bootstrap-icons/icons/person-plus.svg?raw';
import personVcard from 'bootstrap-icons/icons/person-vcard.svg?raw';
import playBtn from 'bootstrap-icons/icons/play-btn.svg?raw';
import plusLg from 'bootstrap-icons/icons/plus-lg.svg?raw';
import questionCircle from 'bootstrap-icons/icons/question-circle.svg?raw';
import search from 'bootstrap-icons/icons/search.svg?raw';
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import shop from 'bootstrap-icons/icons/shop.svg?raw';
import signpostSplit from 'bootstrap-icons/icons/signpost-split.svg?raw';
import sliders from 'bootstrap-icons/icons/sliders.svg?raw';
import sortDown from 'bootstrap-icons/icons/sort-down.svg?raw';
import sortUp from 'bootstrap-icons/icons/sort-up.svg?raw';
import speedometer2 from 'bootstrap-icons/icons/speedometer2.svg?raw';
import star from 'bootstrap-icons/icons/star.svg?raw';
import stars from 'bootstrap-icons/icons/stars.svg?raw';
import table from 'bootstrap-icons/icons/table.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import textParagraph from 'bootstrap-icons/icons/text-paragraph.svg?raw';
import textareaT from 'bootstrap-icons/icons/textarea-t.svg?raw';
import threeDots from 'bootstrap-icons/icons/three-dots.svg?raw';
import tools from 'bootstrap-icons/icons/tools.svg?raw';
import trash from 'bootstrap-icons/icons/trash.svg?raw';
import truck from 'bootstrap-icons/icons/truck.svg?raw';
import typeBold from 'bootstrap-icons/icons/type-bold.svg?raw';
import typeH2 from 'bootstrap-icons/icons/type-h2.svg?raw';
import typeItalic from 'bootstrap-icons/icons/type-italic.svg?raw';
import uiChecks from 'bootstrap-icons/icons/ui-checks.svg?raw';
import unlock from 'bootstrap-icons/icons/unlock.svg?raw';
import upload from 'bootstrap-icons/icons/upload.svg?raw';
import vimeo from 'bootstrap-icons/icons/vimeo.svg?raw';
import wifi from 'bootstrap-icons/icons/wifi.svg?raw';
import wifiOff from 'bootstrap-icons/icons/wifi-off.svg?raw';
import xLg from 'bootstrap-icons/icons/x-lg.svg?raw';
import youtube from 'bootstrap-icons/icons/youtube.svg?raw';

/**
 * The app's icons: Bootstrap Icons' own SVG files (the bootstrap-icons package), inlined at build
 * time, only the ones used. Add a name here (one import, one entry) to use another icon.
 */
const ICON_SVGS = {
  archive,
  'arrow-down-up': arrowDownUp,
  'arrow-left': arrowLeft,
  'arrow-right': arrowRight,
  'arrow-right-short': arrowRightShort,
  award,
  bell,
  book,
  'box-arrow-in-right': boxArrowInRight,
  'box-arrow-right': boxArrowRight,
  'box-arrow-up-right': boxArrowUpRight,
  'box-seam': boxSeam,
  building,
  calculator,
  'calendar-event': calendarEvent,
  'calendar-week': calendarWeek,
  'calendar-x': calendarX,
  camera,
  'cash-coin': cashCoin,
  'check-lg': checkLg,
  'check2-square': check2Square,
  'chevron-double-left': chevronDoubleLeft,
  'chevron-double-right': chevronDoubleRight,
  'chevron-down': chevronDown,
  'chevron-up': chevronUp,
  'clipboard-check': clipboardCheck,
  'clock-history': clockHistory,
  'cloud-arrow-up': cloudArrowUp,
  'cloud-download': cloudDownload,
  'cloud-upload': cloudUpload,
  collection,
  copy,
  'cup-hot': cupHot,
  'dash-lg': dashLg,
  'diagram-3': diagram3,
  download,
  envelope,
  'envelope-at': envelopeAt,
  'envelope-check': envelopeCheck,
  'envelope-paper': envelopePaper,
  'exclamation-octagon': exclamationOctagon,
  'exclamation-square': exclamationSquare,
  'exclamation-triangle': exclamationTriangle,
  eye,
  'eye-slash': eyeSlash,
  'file-earmark': fileEarmark,
  'file-earmark-check': fileEarmarkCheck,
  'file-earmark-image': fileEarmarkImage,
  'file-earmark-pdf': fileEarmarkPdf,
  'file-earmark-play': fileEarmarkPlay,
  'file-earmark-richtext': fileEarmarkRichtext,
  'file-earmark-text': fileEarmarkText,
  'file-earmark-zip': fileEarmarkZip,
  gear,
  'geo-alt': geoAlt,
  'graph-up': graphUp,
  grid,
  'grip-vertical': gripVertical,
  'hand-index': handIndex,
  hash,
  'hourglass-split': hourglassSplit,
  image,
  images,
  inbox,
  'info-circle': infoCircle,
  'input-cursor-text': inputCursorText,
  'journal-text': journalText,
  key,
  'layout-sidebar': layoutSidebar,
  'layout-text-window-reverse': layoutTextWindowReverse,
  lightbulb,
  'lightning-charge': lightningCharge,
  'link-45deg': link45deg,
  list,
  'list-check': listCheck,
  'list-ol': listOl,
  'list-ul': listUl,
  'lock-fill': lockFill,
  map,
  megaphone,
  'menu-button-wide': menuButtonWide,
  'patch-exclamation': patchExclamation,
  pencil,
  people,
  person,
  'person-badge': personBadge,
  'person-plus': personPlus,
  'person-vcard': personVcard,
  'play-btn': playBtn,
  'plus-lg': plusLg,
  'question-circle': questionCircle,
  search,
  'shield-check': shieldCheck,
  'shield-lock': shieldLock,
  shop,
  'signpost-split': signpostSplit,
  sliders,
  'sort-down': sortDown,
  'sort-up': sortUp,
  speedometer2,
  star,
  stars,
  table,
  telephone,
  'text-paragraph': textParagraph,
  'textarea-t': textareaT,
  'three-dots': threeDots,
  tools,
  trash,
  truck,
  'type-bold': typeBold,
  'type-h2': typeH2,
  'type-italic': typeItalic,
  'ui-checks': uiChecks,
  unlock,
  upload,
  vimeo,
  wifi,
  'wifi-off': wifiOff,
  'x-lg': xLg,
  youtube,
};

export type IconName = keyof typeof ICON_SVGS;

/** Whether a stored name (e.g. a page's icon chosen by an organiser) is one of the app's icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_SVGS, name);
}

/** An icon name read from stored data; one outside the app's set shows as a question mark. */
export function iconOrDefault(name: string | undefined): IconName {
  return name !== undefined && isIconName(name) ? name : 'question-circle';
}

/** The shapes inside a file's <svg> element; <Icon> draws its own wrapper. */
function iconBody(name: IconName): string {
  return ICON_SVGS[name].replace(/^\s*<svg[^>]*>|<\/svg>\s*$/g, '');
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  name: IconName;
  /** Read out by screen readers; without it the icon is decoration and hidden from them. */
  label?: string;
};

/**
 * An inline SVG icon sized and aligned like Bootstrap Icons' font glyph (1em square, on the text's
 * baseline), coloured by the text colour; font-size utilities (fs-1, display-4 ...) size it.
 */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      className={className ? `bi ${className}` : 'bi'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      {...rest}
      dangerouslySetInnerHTML={{ __html: iconBody(name) }}
    />
  );
}
