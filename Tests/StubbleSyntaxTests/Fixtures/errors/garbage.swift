struct G {
    ) ] ?? 12 "x"
    func ok() {}
    @
}
@@@ func
