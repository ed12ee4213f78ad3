import XCTest
final class CardControllerTests: XCTestCase {}
