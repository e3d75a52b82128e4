import Foundation

/// What a text input's text means, for AutoFill, as UIKit's `UITextContentType`: a string
/// constant such as `.username`, `.password` or `.oneTimeCode`.
///
/// - Note: UIKit difference: there is no AutoFill on Linux (no keychain, contacts or
///   messages), so the type is kept for code that sets and compares it. The raw strings of
///   `.username`, `.password`, `.newPassword` and `.oneTimeCode` are UIKit's; the others are
///   identifiers of the same spelling style, since code compares the constants, not strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A content type from its string, as `UITextContentType(_:)`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = Self("name")
  public static let namePrefix = Self("honorific-prefix")
  public static let givenName = Self("given-name")
  public static let middleName = Self("additional-name")
  public static let familyName = Self("family-name")
  public static let nameSuffix = Self("honorific-suffix")
  public static let nickname = Self("nickname")
  public static let jobTitle = Self("organization-title")
  public static let organizationName = Self("organization")
  public static let location = Self("location")
  public static let fullStreetAddress = Self("street-address")
  public static let streetAddressLine1 = Self("address-line1")
  public static let streetAddressLine2 = Self("address-line2")
  public static let addressCity = Self("address-level2")
  public static let addressState = Self("address-level1")
  public static let addressCityAndState = Self("address-level1+2")
  public static let sublocality = Self("address-level3")
  public static let countryName = Self("country-name")
  public static let postalCode = Self("postal-code")
  public static let telephoneNumber = Self("tel")
  public static let emailAddress = Self("email")
  public static let URL = Self("url")
  public static let creditCardNumber = Self("cc-number")
  public static let creditCardSecurityCode = Self("cc-csc")
  public static let creditCardName = Self("cc-name")
  public static let creditCardGivenName = Self("cc-given-name")
  public static let creditCardMiddleName = Self("cc-additional-name")
  public static let creditCardFamilyName = Self("cc-family-name")
  public static let creditCardExpiration = Self("cc-exp")
  public static let creditCardExpirationMonth = Self("cc-exp-month")
  public static let creditCardExpirationYear = Self("cc-exp-year")
  public static let creditCardType = Self("cc-type")
  public static let username = Self("username")
  public static let password = Self("password")
  public static let newPassword = Self("new-password")
  public static let oneTimeCode = Self("one-time-code")
  public static let shipmentTrackingNumber = Self("shipment-tracking-number")
  public static let flightNumber = Self("flight-number")
  public static let dateTime = Self("date-time")
  public static let birthdate = Self("bday")
  public static let birthdateDay = Self("bday-day")
  public static let birthdateMonth = Self("bday-month")
  public static let birthdateYear = Self("bday-year")
  public static let cellularEID = Self("cellular-eid")
  public static let cellularIMEI = Self("cellular-imei")
}
