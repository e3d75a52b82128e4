@_exported import FlipbookGoldens
@_exported import ImageDiff
