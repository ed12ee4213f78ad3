
    @objc func showMore(_ sender: UIButton) {
        moreCount += 1
        lastSender = sender
    }
}
