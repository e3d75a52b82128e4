import Foundation

// How a button with a `configuration` draws and sizes itself (UIKit's configuration-based
// button layout): the title and subtitle stacked (`titlePadding` between them), the image (or
// the activity indicator) on the `imagePlacement` side of them (`imagePadding` between), the
// whole block centred in the bounds inset by `contentInsets`, over a background view with the
// style's colour and corner radius.

extension UIButton {
  /// Runs a pending ``updateConfiguration()`` (UIKit does so before layout).
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    updateConfiguration()
    isUpdatingConfiguration = false
  }

  /// `configuration` was set: makes the configuration views, draws it and, unless the update
  /// handler is the one setting it, schedules a configuration update.
  func configurationDidChange() {
    if configuration != nil, configurationContent == nil { configurationContent = ButtonConfigurationContent(in: self) }
    if !isUpdatingConfiguration, configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    if configuration == nil {
      configurationContent?.backgroundView.isHidden = true
      configurationContent?.subtitleLabel.isHidden = true
      configurationContent?.indicator.isHidden = true
      setTitle(title(for: .normal), for: .normal)  // redraws the per-state content
    } else {
      applyConfiguration()
    }
  }

  /// Shows the configuration, resolved for the current state, in the button's views.
  func applyConfiguration() {
    guard let configuration, let content = configurationContent, let titleLabel, let imageView else { return }
    let resolved = configuration.updated(for: self)
    let foreground = resolved.baseForegroundColor ?? .label
    titleLabel.alpha = 1
    imageView.alpha = 1
    titleLabel.text = configuration.title
    titleLabel.font = .systemFont(ofSize: Configuration.titleFontSize(for: configuration.buttonSize))
    titleLabel.textColor = foreground
    titleLabel.isHidden = (configuration.title ?? "").isEmpty
    titleLabel.numberOfLines = 1
    content.subtitleLabel.text = configuration.subtitle
    content.subtitleLabel.font = .systemFont(ofSize: Configuration.subtitleFontSize(for: configuration.buttonSize))
    content.subtitleLabel.textColor = foreground
    content.subtitleLabel.isHidden = (configuration.subtitle ?? "").isEmpty
    let alignment = textAlignment(configuration)
    titleLabel.textAlignment = alignment
    content.subtitleLabel.textAlignment = alignment
    imageView.image = configuration.showsActivityIndicator ? nil : configuration.image
    imageView.isHidden = imageView.image == nil
    content.indicator.isHidden = !configuration.showsActivityIndicator
    content.indicator.color = foreground
    backgroundImageView.isHidden = true
    let background = content.backgroundView
    background.isHidden = false
    background.backgroundColor = resolved.background.backgroundColor
    background.layer.borderWidth = configuration.background.strokeWidth
    background.layer.borderColor = configuration.background.strokeColor?.cgColor
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
    switch configuration.titleAlignment {
    case .leading: .natural
    case .center: .center
    case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    case .automatic:
      configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing ? .natural : .center
    }
  }

  /// The sizes of the title block (title over subtitle) and of the image or indicator.
  private func configuredContentSizes() -> (titles: CGSize, title: CGSize, subtitle: CGSize, image: CGSize?) {
    guard let configuration, let content = configurationContent, let titleLabel else {
      return (.zero, .zero, .zero, nil)
    }
    let title = titleLabel.isHidden ? .zero : titleLabel.sizeThatFits(.zero)
    let subtitle = content.subtitleLabel.isHidden ? .zero : content.subtitleLabel.sizeThatFits(.zero)
    let both = title != .zero && subtitle != .zero
    let titles = CGSize(
      width: max(title.width, subtitle.width),
      height: title.height + subtitle.height + (both ? configuration.titlePadding : 0))
    let image: CGSize? =
      configuration.showsActivityIndicator
      ? CGSize(width: ButtonActivityIndicatorView.side, height: ButtonActivityIndicatorView.side)
      : configuration.image?.size
    return (titles, title, subtitle, image)
  }

  private func isHorizontal(_ placement: NSDirectionalRectEdge) -> Bool {
    placement != .top && placement != .bottom
  }

  /// The block's size: the titles and the image side by side or stacked, `imagePadding` between.
  private func configuredBlockSize() -> CGSize {
    guard let configuration else { return .zero }
    let sizes = configuredContentSizes()
    guard let image = sizes.image else { return sizes.titles }
    if sizes.titles == .zero { return image }
    if isHorizontal(configuration.imagePlacement) {
      return CGSize(
        width: image.width + configuration.imagePadding + sizes.titles.width,
        height: max(image.height, sizes.titles.height))
    }
    return CGSize(
      width: max(image.width, sizes.titles.width),
      height: image.height + configuration.imagePadding + sizes.titles.height)
  }

  /// The configured button's fitting size (nil without a configuration): the content block
  /// plus `contentInsets`, as UIKit's `intrinsicContentSize` for configuration buttons.
  var configurationFittingSize: CGSize? {
    guard let configuration else { return nil }
    let block = configuredBlockSize()
    let insets = configuration.contentInsets
    return CGSize(
      width: block.width + insets.leading + insets.trailing, height: block.height + insets.top + insets.bottom)
  }

  /// Places the background, the titles and the image for the current bounds.
  func layoutConfiguredContent() {
    guard let configuration, let content = configurationContent, let titleLabel, let imageView else { return }
    let direction = effectiveUserInterfaceLayoutDirection
    let backgroundFrame = bounds.inset(by: configuration.background.backgroundInsets.physical(in: direction))
    content.backgroundView.frame = backgroundFrame
    content.backgroundView.layer.cornerRadius = configuration.cornerRadius(height: backgroundFrame.height)
    let area = bounds.inset(by: configuration.contentInsets.physical(in: direction))
    let sizes = configuredContentSizes()
    let block = configuredBlockSize()
    let origin = CGPoint(x: area.midX - block.width / 2, y: area.midY - block.height / 2)
    var titlesFrame = CGRect(origin: origin, size: sizes.titles)
    if let image = sizes.image {
      var placement = configuration.imagePlacement
      if direction == .rightToLeft, placement == .leading {
        placement = .trailing
      } else if direction == .rightToLeft, placement == .trailing {
        placement = .leading
      }
      let padding = sizes.titles == .zero ? 0 : configuration.imagePadding
      var imageFrame = CGRect(origin: origin, size: image)
      switch placement {
      case .trailing:
        titlesFrame.origin.y = origin.y + (block.height - sizes.titles.height) / 2
        imageFrame.origin = CGPoint(x: titlesFrame.maxX + padding, y: origin.y + (block.height - image.height) / 2)
      case .top:
        imageFrame.origin.x = origin.x + (block.width - image.width) / 2
        titlesFrame.origin = CGPoint(x: origin.x + (block.width - sizes.titles.width) / 2, y: imageFrame.maxY + padding)
      case .bottom:
        titlesFrame.origin.x = origin.x + (block.width - sizes.titles.width) / 2
        imageFrame.origin = CGPoint(x: origin.x + (block.width - image.width) / 2, y: titlesFrame.maxY + padding)
      default:
        imageFrame.origin.y = origin.y + (block.height - image.height) / 2
        titlesFrame.origin = CGPoint(
          x: imageFrame.maxX + padding, y: origin.y + (block.height - sizes.titles.height) / 2)
      }
      imageView.frame = imageFrame
      content.indicator.frame = imageFrame
    }
    // The title and subtitle share the block's width so their alignment applies.
    let titleHeight = sizes.title.height
    titleLabel.frame = CGRect(x: titlesFrame.minX, y: titlesFrame.minY, width: titlesFrame.width, height: titleHeight)
    let subtitleY = titlesFrame.minY + titleHeight + (titleHeight > 0 ? configuration.titlePadding : 0)
    content.subtitleLabel.frame = CGRect(
      x: titlesFrame.minX, y: subtitleY, width: titlesFrame.width, height: sizes.subtitle.height)
  }
}
