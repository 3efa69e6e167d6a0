@main
struct Main {
    static func main() {
        print(OTel.Key.GeneralKey.sdkDisabled.key)
        OTel.Key.GeneralKey._getSdkDisabled = { OTel.Key.GeneralKey(key: "STUBBED") }
        print(OTel.Key.GeneralKey.sdkDisabled.key)
        OTel.Key.GeneralKey._getSdkDisabled = nil
        print(OTel.Key.GeneralKey.sdkDisabled.key)
        print(OTel.Exporter.otlp.name)
        OTel.Exporter._getOtlp = { OTel.Exporter(name: "fake") }
        print(OTel.Exporter.otlp.name)
    }
}
