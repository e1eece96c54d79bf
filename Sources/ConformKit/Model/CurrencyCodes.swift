/// The ISO 4217 currency codes a store may report: the active list (ISO 4217, amendment 179,
/// 2024), its fund and special codes (`XAU`, `XTS` for testing, `XXX`), and the codes withdrawn
/// since 2005 that an older store answer may still carry (`HRK`, `SLL`, `VEF`, …). A spec's
/// `currency` is one of them: three capitals that name no currency (`ABC`) are refused.
package enum CurrencyCodes {
    /// Every code, as written.
    package static let all: Set<String> = Set(
        """
        AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP \
        BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB \
        EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY \
        KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR \
        MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB \
        RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD \
        TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR \
        XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG \
        BYR CYP EEK GHC HRK LTL LVL MGF MRO MTL MZM ROL SIT SKK SLL STD TMM TRL VEB VEF YUM ZMK ZWD ZWL ZWR
        """.split(separator: " ").map(String.init))
}
