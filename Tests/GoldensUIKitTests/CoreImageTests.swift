import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Image as transition code uses it: a snapshot blurred with "CIGaussianBlur" and rendered
/// through a context, a colour laid over an image, and nil for the filters it does not have.
@MainActor
@Suite struct CoreImageTests {
    /// A 20 × 20 image, white with a black square in its middle.
    private func card() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.black.setFill()
            context.fill(CGRect(x: 6, y: 6, width: 8, height: 8))
        }
    }

    @Test func aGaussianBlurSpreadsPastTheExtentAndSoftensEdges() throws {
        let input = try #require(CIImage(image: card()))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 20, height: 20))
        let filter = try #require(CIFilter(name: "CIGaussianBlur"))
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(NSNumber(value: 2.0), forKey: kCIInputRadiusKey)
        let output = try #require(filter.outputImage)
        #expect(output.extent.width > 20 && output.extent.midX == 10, "grown evenly by the blur's reach")
        let rendered = try #require(CIContext(options: nil).createCGImage(output, from: input.extent))
        let image = UIImage(cgImage: rendered).image.bitmap
        #expect(image.width == 20 && image.height == 20)
        #expect(image[10, 10].r < 80, "the middle stays dark")
        let edge = image[6, 10].r
        #expect(edge > 40 && edge < 215, "the square's edge is soft: \(edge)")
        #expect(image[0, 0].a < 255, "the corner fades, as Core Image's does")
        // Clamped first, the corner keeps its white.
        let clamped = input.clampedToExtent().applyingGaussianBlur(sigma: 2).cropped(to: input.extent)
        #expect(UIImage(ciImage: clamped).image.bitmap[0, 0] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aColourOverAnImageAndFiltersItDoesNotHave() throws {
        let input = try #require(CIImage(image: card()))
        let generator = try #require(CIFilter(name: "CIConstantColorGenerator"))
        generator.setValue(CIColor(red: 1, green: 0, blue: 0, alpha: 0.5), forKey: kCIInputColorKey)
        let tint = try #require(generator.outputImage).cropped(to: input.extent)
        let over = try #require(CIFilter(name: "CISourceOverCompositing", parameters: [
            kCIInputImageKey: tint, kCIInputBackgroundImageKey: input,
        ]))
        let bitmap = UIImage(ciImage: try #require(over.outputImage)).image.bitmap
        #expect(bitmap[1, 1] == PremultipliedPixel(r: 255, g: 127, b: 127, a: 255), "red at half over white")
        #expect(bitmap[10, 10].r > 120 && bitmap[10, 10].g == 0, "red at half over black")
        #expect(CIFilter(name: "CIOverlayBlendMode") == nil, "a filter not modelled answers nil, as an unknown name does")
    }

    /// A box and a disc blur soften as a Gaussian of the same spread does: the box of radius 4
    /// (9 pixels wide) as the Gaussian of σ = √(4 · 5 / 3), the disc of radius 6 as σ = 3.
    @Test func boxAndDiscBlursSpreadAsTheirGaussians() throws {
        let input = try #require(CIImage(image: card()))
        func blurred(_ name: String, radius: Double) throws -> Bitmap {
            let filter = try #require(CIFilter(name: name))
            filter.setDefaults()
            #expect((filter.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue == (name == "CIDiscBlur" ? 8 : 10))
            filter.setValue(input, forKey: kCIInputImageKey)
            filter.setValue(NSNumber(value: radius), forKey: kCIInputRadiusKey)
            return UIImage(ciImage: try #require(filter.outputImage).cropped(to: input.extent)).image.bitmap
        }
        let box = try blurred("CIBoxBlur", radius: 4)
        #expect(box == UIImage(ciImage: input.applyingGaussianBlur(sigma: (20.0 / 3).squareRoot()).cropped(to: input.extent)).image.bitmap)
        #expect(box[10, 10].r > 0 && box[10, 10].r < 255, "the square is softened through")
        let disc = try blurred("CIDiscBlur", radius: 6)
        #expect(disc == UIImage(ciImage: input.applyingGaussianBlur(sigma: 3).cropped(to: input.extent)).image.bitmap)
    }
}
